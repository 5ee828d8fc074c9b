import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf, stubWrites } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { LoginForm } from './login-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('LoginForm', () => {
  it('checks the fields like LoginBodySchema before it sends, and clears an error on typing', async () => {
    const { writes } = stubWrites({ status: 200, body: {} });
    renderWithProviders(<LoginForm onLoggedIn={() => undefined} />);
    fill('Benutzername', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    const username = screen.getByLabelText('Benutzername', { exact: false });
    const password = screen.getByLabelText('Passwort', { exact: false });
    await waitFor(() => expect(errorOf(username)).toBe('Bitte geben Sie Ihren Benutzernamen ein.'));
    expect(errorOf(password)).toBe('Bitte geben Sie Ihr Passwort ein.');
    expect(username).toHaveProperty('maxLength', 100);
    expect(password).toHaveProperty('maxLength', 200);
    expect(writes()).toHaveLength(0);
    fill('Passwort', 'demo');
    await waitFor(() => expect(errorOf(password)).toBeNull());
    expect(errorOf(username)).toBe('Bitte geben Sie Ihren Benutzernamen ein.');
  });

  it("shows the server's message above the form and stays", async () => {
    const { writes } = stubWrites({
      status: 401,
      body: { code: 'INVALID_CREDENTIALS', message: 'Benutzername oder Passwort ist falsch.' },
    });
    const onLoggedIn = vi.fn();
    renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);
    fill('Benutzername', 'makler');
    fill('Passwort', 'falsch');
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Benutzername oder Passwort ist falsch.');
    expect(writes()).toHaveLength(1);
    expect(JSON.parse(String(writes()[0]?.[1]?.body))).toEqual({ username: 'makler', password: 'falsch' });
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('puts a field error of the server at its field', async () => {
    stubWrites({
      status: 400,
      body: { code: 'VALIDATION', message: 'Bitte prüfen Sie Ihre Eingaben.', fieldErrors: { password: 'Zu lang.' } },
    });
    renderWithProviders(<LoginForm onLoggedIn={() => undefined} />);
    fill('Benutzername', 'makler');
    fill('Passwort', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    const password = screen.getByLabelText('Passwort', { exact: false });
    await waitFor(() => expect(errorOf(password)).toBe('Zu lang.'));
    expect(screen.getByRole('alert').textContent).toContain('Bitte prüfen Sie Ihre Eingaben.');
  });
});
