import { Alert, Button, Group, Text, Typography } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import DOMPurify from 'dompurify';
import { useMemo, useState } from 'react';

const REMOTE = /^(https?:)?\/\//i;

/**
 * The mail's HTML, sanitised again in the browser (DOMPurify): no scripts, handlers, forms or styles;
 * links open in a new tab without the opener. Remote images are blocked until the user allows them
 * (they would tell the sender that and when the mail was read).
 */
export function sanitizeMail(html: string, allowRemoteImages: boolean): { html: string; blocked: number } {
  let blocked = 0;
  const purify = DOMPurify();
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (REMOTE.test(src) && !allowRemoteImages) {
        blocked++;
        node.removeAttribute('src');
        node.setAttribute('alt', node.getAttribute('alt') || '[Bild blockiert]');
      }
    }
  });
  const clean = purify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
  return { html: clean, blocked };
}

export function MailHtml({ html }: { html: string }) {
  const [allow, setAllow] = useState(false);
  const clean = useMemo(() => sanitizeMail(html, allow), [html, allow]);
  return (
    <>
      {clean.blocked > 0 && (
        <Alert color="gray" variant="light" icon={<IconPhotoOff size={18} />} mb="sm">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {clean.blocked === 1 ? 'Ein externes Bild wurde' : `${clean.blocked} externe Bilder wurden`} zum Schutz
              Ihrer Privatsphäre blockiert.
            </Text>
            <Button size="xs" variant="default" onClick={() => setAllow(true)}>
              Bilder anzeigen
            </Button>
          </Group>
        </Alert>
      )}
      <Typography>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server and again by DOMPurify above */}
        <div dangerouslySetInnerHTML={{ __html: clean.html }} />
      </Typography>
    </>
  );
}
