// Starts the mock-api from the environment (`npm start`, the image): a bad value stops it with one line.
import { loadEnvOrExit } from './env.js';
import { runMockApi } from './run-mock-api.js';

await runMockApi(loadEnvOrExit(), { listenFailureCode: 1, portSetting: 'MOCK_API_PORT' });
