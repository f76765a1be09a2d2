// The /castingn marker (spec §2): a visitor who arrived through /castingn is reported to the API
// once they are logged in (src/app/castingn-sync.ts), even if that happens days later.
import { readStorage, removeStorage, writeStorage } from './storage';

const CASTINGN_KEY = 'castingn';

export function rememberCastingnVisit(): void {
  writeStorage(CASTINGN_KEY, '1');
}

export function hasCastingnMarker(): boolean {
  return readStorage(CASTINGN_KEY) !== null;
}

export function clearCastingnMarker(): void {
  removeStorage(CASTINGN_KEY);
}
