import type { NavigateFunction } from 'react-router';
import { HttpError } from '../../../platform/http/errors.ts';
import { finishLogin } from '../finish-login.ts';
import { loginByCas } from './cas-login.ts';

/**
 * The way back from CAS: the ticket for a session (loaded lazily, only when the address carried a ticket). Answers
 * null once logged in, or why it failed (the server's message; '' without one).
 */
export const exchangeTicket = async (ticket: string, navigate: NavigateFunction): Promise<string | null> => {
  try {
    return await finishLogin(await loginByCas(ticket), navigate);
  } catch (error) {
    return error instanceof HttpError ? error.message : '';
  }
};
