import { beforeEach, describe, expect, it } from 'vitest';
import { captureLoginParams, consumeCasTicket, consumeSpecialEntry, pendingCasTicket, pendingSpecialEntry } from './entry-params.ts';

const fakeHistory = () => {
  const replaced: string[] = [];
  return { replaced, history: { state: { idx: 0 }, replaceState: (_state: unknown, _title: string, url?: string | URL | null) => void replaced.push(String(url)) } };
};
const at = (path: string) => {
  const url = new URL(path, 'http://demo.localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

beforeEach(() => {
  consumeCasTicket();
  consumeSpecialEntry();
});

describe('captureLoginParams', () => {
  it('takes the city entry and removes every secret parameter from the address at once', () => {
    const { replaced, history } = fakeHistory();
    captureLoginParams(at('/login?username=li&password=P%40ss%231&level2domain=demo&lang=zh'), history);
    expect(pendingSpecialEntry()).toEqual({ kind: 'city', username: 'li', password: 'P@ss#1', level2domain: 'demo' });
    expect(replaced).toEqual(['/login?lang=zh']);
  });

  it('takes the automatic entry from user and pwd', () => {
    const { replaced, history } = fakeHistory();
    captureLoginParams(at('/login?user=wang&pwd=secret#top'), history);
    expect(pendingSpecialEntry()).toEqual({ kind: 'laiZhou', username: 'wang', password: 'secret' });
    expect(replaced).toEqual(['/login#top']);
  });

  it('needs all of an entry\'s parameters, and still removes a lone password', () => {
    const { replaced, history } = fakeHistory();
    captureLoginParams(at('/login?username=li&password=x'), history);
    expect(pendingSpecialEntry()).toBeNull();
    expect(replaced).toEqual(['/login']);
  });

  it('keeps a CAS ticket until it is consumed', () => {
    const { replaced, history } = fakeHistory();
    captureLoginParams(at('/login?ticket=ST-1-abc'), history);
    expect(pendingCasTicket()).toBe('ST-1-abc');
    expect(replaced).toEqual(['/login']);
    consumeCasTicket();
    expect(pendingCasTicket()).toBeNull();
  });

  it('leaves other pages and addresses without secrets alone', () => {
    const { replaced, history } = fakeHistory();
    captureLoginParams(at('/home?password=x'), history);
    captureLoginParams(at('/login?lang=en'), history);
    captureLoginParams(at('/login?ticket=TGT-1'), history);
    expect(pendingCasTicket()).toBeNull();
    expect(replaced).toEqual(['/login']);
  });
});
