import { startApp } from './bootstrap';
import { EnvError, loadEnv } from './env';

const run = async () => {
  const startedAt = performance.now();
  const env = loadEnv();
  const { app } = await startApp(env);
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  const address = await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    { address, driver: app.deps.database.driver, startupMs: Math.round(performance.now() - startedAt) },
    'Fireline is listening',
  );
};

run().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
