import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { deploymentSettings } from '../../contract/money-rules';
import { apiPaths } from '../../contract/paths';
import { fail, ok } from '../../tests/msw/envelope';
import { server } from '../../tests/msw/server';
import { spyOnRequests } from '../../tests/msw/spy';
import {
  DEPLOYMENT_PATH,
  confirmDeployment,
  ensureDeploymentConfirmed,
  setDeployment,
  useDeploymentStore,
} from './deployment-store';
import { useBusinessTimeZone } from './business-time-zone';
import { useAlertStore } from '../lib/alert';

const korean = deploymentSettings('KRW', 'KR');
const american = deploymentSettings('USD', 'US');

function answer(response: () => Response) {
  server.use(http.get(`*${apiPaths.deployment}`, response));
  return spyOnRequests('get', apiPaths.deployment);
}

describe('the deployment store', () => {
  it("starts at once with the build mode's deployment (Korean for the test build)", () => {
    expect(useDeploymentStore.getState()).toEqual(korean);
  });

  it('asks the API only once the page has loaded, then follows its answer', async () => {
    const requests = answer(() => ok(american));
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    ensureDeploymentConfirmed();
    ensureDeploymentConfirmed();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(0);
    expect(useDeploymentStore.getState().currency).toBe('KRW');

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await waitFor(() => expect(useDeploymentStore.getState()).toEqual(american));
    expect(requests).toHaveLength(1);
  });

  it('asks the contract’s path with the transport rules of CONTRACT.md', async () => {
    expect(DEPLOYMENT_PATH).toBe(apiPaths.deployment);
    const requests = answer(() => ok(korean));
    await confirmDeployment();
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.url.searchParams.get('_t')).toMatch(/^\d+$/);
    expect(request!.headers.get('cache-control')).toBe('no-cache');
    expect(request!.headers.get('pragma')).toBe('no-cache');
    expect(request!.headers.get('accept-language')).toMatch(/^(ko|en)$/);
    expect(request!.headers.get('authorization')).toBeNull();
  });

  it('keeps the build’s deployment, silently and for good, when the host has no such path (404)', async () => {
    const requests = answer(() => fail(404, 'NOT_FOUND', 'Not found'));
    await confirmDeployment();
    expect(useDeploymentStore.getState()).toEqual(korean);
    // The §8 alerts go through showAlert (src/lib/alert.ts): none was asked for.
    expect(useAlertStore.getState().queue).toEqual([]);
    ensureDeploymentConfirmed();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(1);
  });

  it('keeps it for a bare 404 of another host, and for an answer of another shape', async () => {
    answer(() => new HttpResponse('<html>Not Found</html>', { status: 404 }));
    await confirmDeployment();
    expect(useDeploymentStore.getState()).toEqual(korean);

    answer(() =>
      ok({ currency: 'EUR', country: 'KR', minimumWithdrawal: 5, payoutBusinessDays: 3, adultAge: 19 }),
    );
    await confirmDeployment();
    expect(useDeploymentStore.getState()).toEqual(korean);
  });

  it('asks again later after a failure that may pass (503, offline)', async () => {
    const requests = answer(() => fail(503, 'SERVICE_UNAVAILABLE', 'Busy'));
    await confirmDeployment();
    expect(useDeploymentStore.getState()).toEqual(korean);
    server.use(http.get(`*${apiPaths.deployment}`, () => ok(american)));
    ensureDeploymentConfirmed();
    await waitFor(() => expect(useDeploymentStore.getState()).toEqual(american));
    expect(requests).toHaveLength(1);
  });

  it("takes the server's business zone, or its country's when the host does not send one", async () => {
    expect(korean.timeZone).toBe('Asia/Seoul');
    expect(american.timeZone).toBe('America/New_York');

    answer(() => ok({ ...american, timeZone: 'America/Chicago' }));
    await confirmDeployment();
    expect(useDeploymentStore.getState()).toEqual({ ...american, timeZone: 'America/Chicago' });

    // The company's hosts: no zone, or one this browser does not know.
    const { timeZone: _omitted, ...withoutZone } = american;
    answer(() => ok(withoutZone));
    await confirmDeployment();
    expect(useDeploymentStore.getState().timeZone).toBe('America/New_York');
    const { result } = renderHook(() => useBusinessTimeZone());
    expect(result.current).toBe('America/New_York');
    answer(() => ok({ ...korean, timeZone: 'Mars/Olympus_Mons' }));
    await act(() => confirmDeployment());
    expect(result.current).toBe('Asia/Seoul');
  });

  it('lets settings given by hand win over an answer still on its way', async () => {
    answer(() => ok(american));
    const pending = confirmDeployment();
    setDeployment(korean);
    await pending;
    expect(useDeploymentStore.getState()).toEqual(korean);
  });
});
