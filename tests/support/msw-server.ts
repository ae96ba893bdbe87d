import { setupServer } from 'msw/node';
import { apiHandlers } from './api-handlers.ts';
import { demoBrands } from './brands.ts';

/** The MSW server of the jsdom tests, answering like the platform for the demo brands. */
export const server = setupServer(...apiHandlers(demoBrands));
