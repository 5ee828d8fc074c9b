import { SIGN_LIMITS, type SignerRole, signerRoleLabel, signerRoles } from '@maklerwerk/domain';
import { ActionIcon, Button, ColorSwatch, Fieldset, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconPointer, IconSquarePlus, IconTrash } from '@tabler/icons-react';
import type { DraftErrors, SignerDraft } from './signatur-draft';

export const EMAIL_HINT =
  'Ohne E-Mail-Adresse erhalten Sie einen Link zum Kopieren oder einen QR-Code zum Unterschreiben vor Ort.';

const roleOptions = signerRoles.map((r) => ({ value: r, label: signerRoleLabel[r] }));

type Props = {
  signers: readonly SignerDraft[];
  errors: DraftErrors;
  /** Fields per signer key. */
  fieldCounts: ReadonlyMap<string, number>;
  armedKey: string | null;
  /** The last page of the document ('Feld auf Seite n'); 0 while unknown. */
  lastPage: number;
  canAddField: boolean;
  onChange: (key: string, patch: Partial<Pick<SignerDraft, 'role' | 'name' | 'email'>>) => void;
  onMove: (index: number, direction: -1 | 1) => void;
  onRemove: (key: string) => void;
  onAdd: () => void;
  onArm: (key: string | null) => void;
  onAddField: (key: string) => void;
};

/** Who signs, in the order of signing: role, name, optional address, and the buttons to place fields. */
export function SignerList({
  signers,
  errors,
  fieldCounts,
  armedKey,
  lastPage,
  canAddField,
  onChange,
  onMove,
  onRemove,
  onAdd,
  onArm,
  onAddField,
}: Props) {
  return (
    <Stack gap="sm">
      <Text size="sm">Die Personen unterschreiben nacheinander in dieser Reihenfolge.</Text>
      {signers.map((signer, index) => {
        const number = `${index + 1}.`;
        const count = fieldCounts.get(signer.key) ?? 0;
        const armed = armedKey === signer.key;
        const who = signer.name.trim() || `${index + 1}. Person`;
        return (
          <Fieldset
            key={signer.key}
            variant="default"
            p="sm"
            style={{ borderLeft: `4px solid var(--mantine-color-${signer.colour}-7)` }}
            legend={
              <Group component="span" gap={6} wrap="nowrap">
                <ColorSwatch component="span" color={`var(--mantine-color-${signer.colour}-7)`} size={12} aria-hidden />
                <Text component="span" fw={600} size="sm">
                  {number} {signerRoleLabel[signer.role]}
                </Text>
              </Group>
            }
          >
            <Stack gap="xs">
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <NativeSelect
                  label="Rolle"
                  data={roleOptions}
                  value={signer.role}
                  onChange={(event) => onChange(signer.key, { role: event.currentTarget.value as SignerRole })}
                  error={errors[`signers.${index}.role`]}
                  w={150}
                />
                <TextInput
                  label="Name"
                  required
                  maxLength={SIGN_LIMITS.name}
                  value={signer.name}
                  onChange={(event) => onChange(signer.key, { name: event.currentTarget.value })}
                  error={errors[`signers.${index}.name`]}
                  style={{ flex: 1, minWidth: 0 }}
                />
              </Group>
              <TextInput
                label="E-Mail"
                type="email"
                autoComplete="off"
                description={EMAIL_HINT}
                value={signer.email}
                onChange={(event) => onChange(signer.key, { email: event.currentTarget.value })}
                error={errors[`signers.${index}.email`]}
              />
              <Group justify="space-between" gap="xs">
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant={armed ? 'filled' : 'light'}
                    leftSection={<IconPointer size={14} aria-hidden />}
                    onClick={() => onArm(armed ? null : signer.key)}
                    disabled={!armed && !canAddField}
                    aria-label={armed ? `Platzieren abbrechen: ${who}` : `Feld platzieren für ${who}`}
                  >
                    {armed ? 'Platzieren abbrechen' : 'Feld platzieren'}
                  </Button>
                  {lastPage > 0 && (
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconSquarePlus size={14} aria-hidden />}
                      onClick={() => onAddField(signer.key)}
                      disabled={!canAddField}
                      aria-label={`Feld auf Seite ${lastPage} für ${who}`}
                    >
                      Feld auf Seite {lastPage}
                    </Button>
                  )}
                </Group>
                <Text size="xs" c={count === 0 ? 'orange.9' : 'dimmed'}>
                  {count === 0 ? 'noch kein Feld' : count === 1 ? '1 Feld' : `${count} Felder`}
                </Text>
              </Group>
              <Group gap={4} justify="flex-end">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => onMove(index, -1)}
                  disabled={index === 0}
                  aria-label={`${who} nach oben`}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => onMove(index, 1)}
                  disabled={index === signers.length - 1}
                  aria-label={`${who} nach unten`}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => onRemove(signer.key)}
                  disabled={signers.length === 1}
                  aria-label={`${who} entfernen`}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
      <Button
        variant="default"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={onAdd}
        disabled={signers.length >= SIGN_LIMITS.signers}
        w="fit-content"
      >
        Person hinzufügen
      </Button>
      {signers.length >= SIGN_LIMITS.signers && (
        <Text size="xs" c="dimmed">
          Höchstens {SIGN_LIMITS.signers} Personen.
        </Text>
      )}
    </Stack>
  );
}
