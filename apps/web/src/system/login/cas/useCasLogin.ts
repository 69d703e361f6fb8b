import type { TenantInfo } from '@zhwy/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { consumeCasTicket, pendingCasTicket } from '../entry-params.ts';
import { exchangeTicket } from './cas-exchange.ts';
import { casLoginUrl } from './cas-login.ts';

export type CasState = {
  /** The tenant has a CAS server: the login page shows the selector. */
  enabled: boolean;
  /** CAS is the chosen way to log in (or a ticket is being checked): the password form is hidden. */
  active: boolean;
  choose: (cas: boolean) => void;
  status: 'idle' | 'checking' | 'failed';
  /** Why the check failed, as the server said it (shown under the spec's message). */
  detail: string;
  /** Off to `{cas}/login?service=…`. */
  go: () => void;
};

/**
 * CAS single sign-on on the login page (spec §2, §7, §8): the selector's state, the way to CAS, and on the way back
 * (`?ticket=ST-…`, already taken off the address bar) the exchange of the ticket for a session. A failure shows
 * 'authentication failed, check backend service' and stops there.
 */
export const useCasLogin = (tenant: TenantInfo | null): CasState => {
  const navigate = useNavigate();
  const [active, setActive] = useState(() => pendingCasTicket() !== null);
  const [status, setStatus] = useState<CasState['status']>(() => (pendingCasTicket() ? 'checking' : 'idle'));
  const [detail, setDetail] = useState('');

  useEffect(() => {
    const ticket = pendingCasTicket();
    if (!ticket || !tenant) return;
    consumeCasTicket();
    exchangeTicket(ticket, navigate).then((failed) => {
      if (failed === null) return;
      setDetail(failed);
      setStatus('failed');
    });
  }, [tenant, navigate]);

  return {
    enabled: !!tenant?.casBaseUrl,
    active,
    choose: (cas) => {
      setActive(cas);
      if (status === 'failed') setStatus('idle');
    },
    status,
    detail,
    go: () => {
      if (tenant?.casBaseUrl) window.location.assign(casLoginUrl(tenant.casBaseUrl));
    },
  };
};
