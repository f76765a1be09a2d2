// The deployment the portal talks to (CONTRACT.md "Money"): its currency, country and the §9 figures
// that follow them. Every amount is shown in this currency, whatever the UI language.
//
// It starts synchronously with the build mode's deployment (contract/money-rules.ts), so the first
// paint already shows the right currency, and is confirmed by GET /p/api/deployment once the page
// has loaded and the browser is idle, fetched only when a screen shows money or a §9 figure. A host
// without that path (the company's API may not have it: 404) or a failed call keeps the build's.
import { useEffect } from 'react';
import { create } from 'zustand';
import type { Envelope } from '../../contract/envelope';
import {
  buildModeDeployment,
  deploymentSettings,
  isCountry,
  isCurrency,
  type Currency,
  type DeploymentSettings,
} from '../../contract/money-rules';
import { apiPaths } from '../../contract/paths';
import { api } from '../api/client';
import { afterFirstPaint } from '../lib/after-first-paint';

export const useDeploymentStore = create<DeploymentSettings>()(() =>
  buildModeDeployment(import.meta.env.MODE),
);

// 'idle': not asked yet; 'scheduled'/'asking': on its way; 'done': answered, refused for good
// (404) or set by hand.
let status: 'idle' | 'scheduled' | 'asking' | 'done' = 'idle';
// A later setDeployment/resetDeployment wins over an answer that was already on its way.
let generation = 0;
let cancelScheduled: (() => void) | null = null;

function isPositive(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * The settings of the answer's currency and country, with the server's own figures where it sends
 * sensible ones; null when it names no currency or country this portal knows.
 */
function fromAnswer(data: unknown): DeploymentSettings | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (!isCurrency(d.currency) || !isCountry(d.country)) return null;
  const settings = deploymentSettings(d.currency, d.country);
  if (isPositive(d.minimumWithdrawal)) settings.minimumWithdrawal = d.minimumWithdrawal;
  if (isPositive(d.payoutBusinessDays)) settings.payoutBusinessDays = d.payoutBusinessDays;
  if (isPositive(d.adultAge)) settings.adultAge = d.adultAge;
  return settings;
}

/**
 * Asks the API now and applies its answer. A 404 (a host that does not know the path) or an answer
 * of another shape keeps the current settings for good; another failure (offline, 503) lets a later
 * screen ask again.
 */
export async function confirmDeployment(): Promise<void> {
  status = 'asking';
  const asked = generation;
  let envelope: Envelope<unknown>;
  try {
    envelope = await api.get<unknown>(apiPaths.deployment);
  } catch {
    envelope = { status: 0, data: null, errorCode: null, message: null };
  }
  if (asked !== generation) return;
  if (envelope.data === null && envelope.status !== 404) {
    status = 'idle';
    return;
  }
  status = 'done';
  const settings = fromAnswer(envelope.data);
  if (settings) useDeploymentStore.setState(settings, true);
}

/** Schedules the confirmation after the first paint, once per page load. */
export function ensureDeploymentConfirmed(): void {
  if (status !== 'idle') return;
  status = 'scheduled';
  cancelScheduled = afterFirstPaint(() => {
    cancelScheduled = null;
    void confirmDeployment();
  });
}

function startOver(next: typeof status): void {
  generation += 1;
  status = next;
  cancelScheduled?.();
  cancelScheduled = null;
}

/** Uses these settings from now on (and asks the API no more). */
export function setDeployment(settings: DeploymentSettings): void {
  startOver('done');
  useDeploymentStore.setState(settings, true);
}

/** Back to the build mode's settings, not yet confirmed (tests). */
export function resetDeployment(): void {
  startOver('idle');
  useDeploymentStore.setState(buildModeDeployment(import.meta.env.MODE), true);
}

/** The deployment's settings for a screen; the first screen that asks starts the confirmation. */
export function useDeployment(): DeploymentSettings {
  useEffect(ensureDeploymentConfirmed, []);
  return useDeploymentStore();
}

/** The deployment's currency for a screen that shows amounts. */
export function useCurrency(): Currency {
  useEffect(ensureDeploymentConfirmed, []);
  return useDeploymentStore((state) => state.currency);
}
