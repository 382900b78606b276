import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server';
import { journeyWorkers } from './workers';

let servers: RunningServer[] = [];

/** One built server per journey worker (`sharedBaseUrl` picks this worker's). */
export default async function setup(project: TestProject) {
  servers = await Promise.all(Array.from({ length: journeyWorkers() }, () => startServer()));
  project.provide('baseUrls', servers.map((s) => s.baseUrl));
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}
