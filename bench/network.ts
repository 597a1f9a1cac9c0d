// Network profiles for the benchmark: Chrome DevTools' throttling presets (its NetworkManager),
// applied per load through CDP Network.emulateNetworkConditions. On localhost every file
// arrives within milliseconds, so whether the first API call starts while the code is still
// arriving only shows with a network's latency and bandwidth in the way.

import type { CDPSession } from 'playwright-core';

export interface NetworkProfile {
  name: string;
  /** Added to every request's round trip, ms. */
  latency: number;
  /** Bytes per second. */
  downloadThroughput: number;
  uploadThroughput: number;
}

export const NETWORK_PROFILES: Readonly<Record<string, NetworkProfile>> = {
  // DevTools "Fast 4G": 9 Mbps down, 1.5 Mbps up (×0.9), 60 ms RTT (×2.75).
  fast4g: {
    name: 'Fast 4G (DevTools: 165 ms latency, 9 Mbps down, 1.5 Mbps up)',
    latency: 165,
    downloadThroughput: (9_000_000 / 8) * 0.9,
    uploadThroughput: (1_500_000 / 8) * 0.9,
  },
  // DevTools "Slow 4G" (Lighthouse's mobile profile): 1.6 Mbps down, 750 kbps up, 150 ms RTT.
  slow4g: {
    name: 'Slow 4G (DevTools and Lighthouse mobile: 562.5 ms latency, 1.6 Mbps down, 750 kbps up)',
    latency: 562.5,
    downloadThroughput: (1_600_000 / 8) * 0.9,
    uploadThroughput: (750_000 / 8) * 0.9,
  },
};

/** The profile a `--network` value names; an unknown name throws with the known ones. */
export function networkProfile(name: string): NetworkProfile {
  const profile = NETWORK_PROFILES[name];
  if (!profile)
    throw new Error(`--network takes ${Object.keys(NETWORK_PROFILES).join(' or ')}, got "${name}"`);
  return profile;
}

/**
 * Slows a page's CPU by `rate` (CDP Emulation.setCPUThrottlingRate; 1 = none) and, with a
 * profile, its network: what every measured load of the benchmark and bench/tasks.ts gets.
 */
export async function emulateDevice(cdp: CDPSession, rate: number, network?: NetworkProfile): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  if (!network) return;
  await cdp.send('Network.enable');
  const { latency, downloadThroughput, uploadThroughput } = network;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput,
    uploadThroughput,
  });
}
