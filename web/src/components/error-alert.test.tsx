import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dismissError, showError, useGlobalError } from '../lib/alert';
import { ALERT_AUTO_CLOSE_MS, ErrorAlert } from './error-alert';

function GlobalAlert() {
  const error = useGlobalError();
  return <ErrorAlert message={error?.message} version={error?.id} onClose={dismissError} />;
}

describe('error alert', () => {
  it('closes itself after 5 s', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<ErrorAlert message="Bon plan non trouvé" onClose={onClose} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Bon plan non trouvé');
    act(() => vi.advanceTimersByTime(ALERT_AUTO_CLOSE_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
    expect(ALERT_AUTO_CLOSE_MS).toBe(5000);
  });

  it('can be closed by hand', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<ErrorAlert message="Erreur lors du vote" onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Fermer l’alerte' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('restarts its 5 s when the same error is raised again, and shows nothing without a message', () => {
    vi.useFakeTimers();
    render(<GlobalAlert />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => showError('Une erreur est survenue'));
    act(() => vi.advanceTimersByTime(4000));
    act(() => showError('Une erreur est survenue'));
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
