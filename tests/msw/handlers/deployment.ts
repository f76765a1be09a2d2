// GET /p/api/deployment: the Korean deployment by default, as the reference server answers it.
import { http } from 'msw';
import { deploymentSettings } from '../../../contract/money-rules';
import { apiPaths } from '../../../contract/paths';
import { ok } from '../envelope';

export const deploymentHandlers = [
  http.get(`*${apiPaths.deployment}`, () => ok(deploymentSettings('KRW', 'KR'))),
];
