import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server';

let server: RunningServer | undefined;

export default async function setup(project: TestProject) {
  server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server?.stop();
  };
}
