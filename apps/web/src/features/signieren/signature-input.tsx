import { SIGN_LIMITS } from '@maklerwerk/domain';
import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { DrawSignature } from './draw-signature';
import type { SignatureDraft } from './signature-draft';
import classes from './signature-input.module.css';

type Props = {
  value: SignatureDraft;
  onChange: (draft: SignatureDraft) => void;
};

/** The signature: drawn on a pad ('Zeichnen') or the typed name shown in a handwriting font ('Tippen'). */
export function SignatureInput({ value, onChange }: Props) {
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Art der Unterschrift"
        fullWidth
        value={value.mode}
        // A new pad starts empty: a drawing is not kept across a switch.
        onChange={(mode) => onChange({ ...value, mode: mode as SignatureDraft['mode'], png: null })}
        data={[
          { value: 'drawn', label: 'Zeichnen' },
          { value: 'typed', label: 'Tippen' },
        ]}
      />
      {value.mode === 'drawn' ? (
        <DrawSignature empty={value.png === null} onChange={(png) => onChange({ ...value, png })} />
      ) : (
        <Stack gap="xs">
          <TextInput
            label="Ihr Name"
            required
            maxLength={SIGN_LIMITS.name}
            autoComplete="name"
            value={value.name}
            onChange={(event) => onChange({ ...value, name: event.currentTarget.value })}
          />
          <div className={classes.typedPreview}>
            <Text size="xs" c="dimmed" className={classes.previewLabel}>
              Vorschau
            </Text>
            <span className={classes.script}>{value.name.trim() || '\u00a0'}</span>
            <span className={classes.baseline} aria-hidden />
          </div>
        </Stack>
      )}
    </Stack>
  );
}
