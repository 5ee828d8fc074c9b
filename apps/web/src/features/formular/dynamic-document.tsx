import {
  canAddSchritt,
  changeSchrittListe,
  type FormularAnswers,
  type FormularComponent,
  type FormularContext,
  type FormularDefinition,
  isRepeatableStep,
  SCHRITT_ID_KEY,
  type SchrittOperation,
  schrittAnzahl,
  schrittHatDaten,
  schrittIds,
  schrittListe,
  validateFormular,
  walkFormularComponents,
} from '@maklerwerk/domain';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { FormRenderer } from '../../components/form-renderer/form-renderer';
import { Stepper } from '../../components/stepper/stepper';
import type { StepperAction, StepperItem } from '../../components/stepper/stepper.types';

type Props = {
  definition: FormularDefinition;
  values: FormularAnswers;
  onChange: (values: FormularAnswers) => void;
  ctx: FormularContext;
  serverWarnings: Readonly<Record<string, string>>;
  touched: ReadonlySet<string>;
  onTouch: (key: string) => void;
  readOnly: boolean;
  /** The step list of a repeatable step changed: keys by position (touched, errors) of it are stale. */
  onStepListChange: (componentId: string) => void;
};

/** One step of the document: a top-level component, or one copy of a repeatable step. */
type Step = { key: string; component: FormularComponent; index?: number; label: string };

const copyKey = (componentId: string, stepId: unknown) => `${componentId}~${String(stepId)}`;

/** The steps in order: every top-level component; a repeatable step once per copy (or once, empty). */
function documentSteps(definition: FormularDefinition, values: FormularAnswers): Step[] {
  return definition.components.flatMap((component): Step[] => {
    if (!isRepeatableStep(component)) {
      return [{ key: component.id, component, label: component.label }];
    }
    const list = schrittListe(values, component.id);
    if (list.length === 0) {
      return [{ key: component.id, component, label: component.label }];
    }
    const first = component.children?.find((c) => c.type === 'TEXT')?.id;
    return list.map((row, index) => {
      const name = first && typeof row[first] === 'string' ? (row[first] as string).trim() : '';
      return {
        key: copyKey(component.id, row[SCHRITT_ID_KEY]),
        component,
        index,
        label: `${component.label} ${index + 1}${name ? `: ${name}` : ''}`,
      };
    });
  });
}

/** Whether an error or warning key belongs to a step. */
function ownsKey(step: Step, key: string): boolean {
  if (step.index !== undefined) {
    return key.startsWith(`${step.component.id}.${step.index}.`);
  }
  const ids = new Set(walkFormularComponents([step.component]).map((e) => e.component.id));
  return ids.has(key.split('.')[0] ?? key);
}

/**
 * A dynamic document (spec 2.6, decision 0045): the form as the stepper's steps; a repeatable step may
 * be added, copied, removed and moved. The step list is part of the answers and saved with them.
 */
export function DynamicDocument({
  definition,
  values,
  onChange,
  ctx,
  serverWarnings,
  touched,
  onTouch,
  readOnly,
  onStepListChange,
}: Props) {
  const steps = useMemo(() => documentSteps(definition, values), [definition, values]);
  const errors = useMemo(() => validateFormular(definition, values).errors, [definition, values]);
  const [currentKey, setCurrentKey] = useState(steps[0]?.key ?? '');
  const position = Math.max(
    0,
    steps.findIndex((s) => s.key === currentKey),
  );
  const current = steps[position];
  const total = schrittAnzahl(definition, values);

  const items: StepperItem[] = steps.map((step) => {
    const keys = Object.keys(errors).filter((k) => ownsKey(step, k));
    const warned = Object.keys(serverWarnings).some((k) => ownsKey(step, k));
    const list = isRepeatableStep(step.component) ? schrittListe(values, step.component.id) : [];
    const row = step.index === undefined ? undefined : list[step.index];
    return {
      key: step.key,
      label: step.label,
      status: warned ? 'warning' : keys.length === 0 ? 'success' : 'default',
      substeps: [],
      ...(isRepeatableStep(step.component) && !readOnly
        ? {
            actions: {
              canAdd: canAddSchritt(total),
              canCopy: row !== undefined && canAddSchritt(total),
              canRemove: row !== undefined,
              canMoveUp: step.index !== undefined && step.index > 0,
              canMoveDown: step.index !== undefined && step.index < list.length - 1,
              removeNeedsConfirm: row !== undefined && schrittHatDaten(row),
            },
          }
        : {}),
    };
  });

  const change = (step: Step, operation: SchrittOperation) => {
    const id = step.component.id;
    const result = changeSchrittListe(schrittListe(values, id), operation, {
      total,
      usedIds: schrittIds(definition, values),
    });
    onChange({ ...values, [id]: result.list });
    onStepListChange(id);
    const row = result.list[result.index];
    setCurrentKey(row ? copyKey(id, row[SCHRITT_ID_KEY]) : id);
  };

  const onStepAction = (key: string, action: StepperAction) => {
    const step = steps.find((s) => s.key === key);
    if (!step) {
      return;
    }
    const index = step.index ?? -1;
    const operation: SchrittOperation =
      action === 'up' || action === 'down'
        ? { op: 'move', index, by: action === 'up' ? -1 : 1 }
        : { op: action, index };
    change(step, operation);
  };

  const go = (to: number) => {
    const step = steps[to];
    if (step) {
      setCurrentKey(step.key);
    }
  };

  return (
    <Stepper
      steps={items}
      current={{ stepKey: current?.key ?? '' }}
      onSelect={(at) => setCurrentKey(at.stepKey)}
      onStepAction={onStepAction}
      navigation={{
        showNavigation: steps.length > 1,
        canBack: position > 0,
        canNext: position < steps.length - 1,
        showClose: false,
        onBack: () => go(position - 1),
        onNext: () => go(position + 1),
        onClose: () => {},
      }}
    >
      {current && isRepeatableStep(current.component) && current.index === undefined ? (
        <Stack gap="sm" align="flex-start">
          <Title order={3} size="h4">
            {current.component.label}
          </Title>
          <Text size="sm" c="dimmed">
            Noch kein Schritt „{current.component.label}“.
          </Text>
          {!readOnly && (
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => change(current, { op: 'add', index: -1 })}
            >
              Schritt hinzufügen
            </Button>
          )}
        </Stack>
      ) : (
        current && (
          <FormRenderer
            definition={definition}
            values={values}
            onChange={onChange}
            ctx={ctx}
            serverWarnings={serverWarnings}
            touched={touched}
            onTouch={onTouch}
            step={{
              id: current.component.id,
              ...(current.index === undefined ? {} : { index: current.index, title: current.label }),
            }}
          />
        )
      )}
    </Stepper>
  );
}
