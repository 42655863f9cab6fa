import fp from 'fastify-plugin';
import { sweepRetention } from '../../retention/retention-sweep';
import { returnPhotosDir } from '../../routes/uploads/return-photo-files';

/** How often the retention rules run: often enough that a settled photo goes within the day. */
const SWEEP_EVERY_MS = 6 * 60 * 60_000;

/**
 * Runs the retention rules of decision 033 a minute after start and then every six hours. Every
 * API process runs them; a pass is idempotent, so two at once only repeat each other's work.
 * Tests run a pass themselves.
 */
export default fp(
  async (app) => {
    if (app.config.nodeEnv === 'test') return;
    const run = () =>
      sweepRetention(app.repositories.retention, returnPhotosDir(app.config.dataDir))
        .then((swept) => {
          if (swept.photosDeleted > 0 || swept.ordersBlanked > 0)
            app.log.info(swept, 'retention: erased people’s data past its time removed');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'the retention sweep failed'));
    let first: NodeJS.Timeout | undefined;
    let every: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      first = setTimeout(run, 60_000);
      every = setInterval(run, SWEEP_EVERY_MS);
      first.unref();
      every.unref();
    });
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(every);
    });
  },
  { name: 'retention', dependencies: ['repositories'] },
);
