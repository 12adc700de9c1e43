import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type AppConfig, DEFAULT_RATE_LIMITS, defaultConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db';
import { privatePgSchema } from './harness';

export interface Instance {
  app: FastifyInstance;
  database: DatabaseHandle;
}

/**
 * Two app instances, each with its own pool and change listener, over one private PostgreSQL
 * schema: what two servers behind one address are to the database.
 */
export async function createTwoInstances(overrides: Partial<AppConfig> = {}) {
  const { schema, drop } = await privatePgSchema();
  const config = defaultConfig({
    logLevel: 'silent',
    rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerIpPerMinute: 10_000, registerPerIpPerHour: 10_000 },
    ...overrides,
  });
  const open = async (): Promise<Instance> => {
    const database = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL as string,
      pgSchema: schema,
      poolSize: 4,
    });
    return { app: await buildApp(database.db, config), database };
  };
  const instances: Instance[] = [];
  try {
    instances.push(await open());
    instances.push(await open());
  } catch (error) {
    await Promise.all(instances.map((i) => i.database.close()));
    await drop();
    throw error;
  }
  const [one, two] = instances as [Instance, Instance];
  return {
    one,
    two,
    schema,
    close: async () => {
      for (const { app, database } of instances) {
        await app.close();
        await database.close();
      }
      await drop();
    },
  };
}

/** Polls until `condition` holds: for what another instance hears a moment later, never a timed wait. */
export async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
}
