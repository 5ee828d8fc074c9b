import { useNavigate } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

/** A link to a stored in-app address (path + query) that navigates without reloading the page. */
export function HrefLink({ href, onClick, ...rest }: Props) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (!event.defaultPrevented && !modified) {
      event.preventDefault();
      void navigate({ href });
    }
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}
