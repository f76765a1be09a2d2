// A route's pattern comes from the same builder the portal calls (contract/paths.ts routePattern).
import { describe, expect, it } from 'vitest';
import { apiPaths, routePattern } from '../../contract/paths';

describe('routePattern', () => {
  it('turns a one-parameter path builder into the route pattern the server registers', () => {
    expect(routePattern(apiPaths.user, 'id')).toBe('/api/users/:id');
    expect(routePattern(apiPaths.inquiry, 'uuid')).toBe('/api/inquiries/:uuid');
    expect(routePattern(apiPaths.belongToGroup, 'id')).toBe('/api/group-submission/belong-to-group/:id');
    expect(routePattern(apiPaths.topic, 'uuid')).toBe('/v1/api/topics/:uuid');
  });

  it('still builds the same URL the portal calls for a real value', () => {
    expect(apiPaths.inquiry('a b')).toBe('/api/inquiries/a%20b');
  });
});
