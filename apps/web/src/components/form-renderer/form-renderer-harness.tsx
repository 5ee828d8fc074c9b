import type { FormularAnswers } from '@maklerwerk/domain';
import { useState } from 'react';
import { vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FormRenderer, type FormRendererProps } from './form-renderer';

/** Renders a FormRenderer that holds its values as a page would; `changes` records every emitted answer set. */
export function renderForm(props: Omit<FormRendererProps, 'values' | 'onChange'> & { values?: FormularAnswers }) {
  const changes = vi.fn<(values: FormularAnswers) => void>();
  function Page() {
    const [values, setValues] = useState<FormularAnswers>(props.values ?? {});
    return (
      <FormRenderer
        {...props}
        values={values}
        onChange={(next) => {
          changes(next);
          setValues(next);
        }}
      />
    );
  }
  renderWithProviders(<Page />);
  return { changes, last: () => changes.mock.lastCall?.[0] ?? {} };
}
