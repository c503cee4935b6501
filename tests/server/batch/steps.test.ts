import { confirmBatchSteps } from '@/server/batch/run-batch';
import type { BatchStep } from '@/server/batch/step';
import { BATCH_STEPS } from '@/server/batch/steps';

import { MONDAY_10AM, serverAt } from '../order/support';
import type { TestServer } from '../support/server';

/**
 * Issue 40 item 4: the back-office batch is one ordered list of steps. A new step is a module and its entry
 * in the list; the list's order is the order the steps run in.
 */
jest.setTimeout(60000);

let server: TestServer;
beforeAll(async () => {
  server = await serverAt(MONDAY_10AM);
});
afterAll(() => server.close());

describe('BATCH_STEPS', () => {
  it('runs the steps before the orders first, the dividends and today’s income after them, the notices last', () => {
    expect(BATCH_STEPS.map((step) => step.name)).toEqual([
      'overdue-transfers',
      'lapsed-visits',
      'income-before-today',
      'confirm-orders',
      'due-plans',
      'dividends',
      'income-today',
      'notices',
    ]);
  });

  it('names every step once', () => {
    expect(new Set(BATCH_STEPS.map((step) => step.name)).size).toBe(BATCH_STEPS.length);
  });
});

describe('the batch over a list of steps', () => {
  it('runs them in the listed order and hands the driver an asynchronous step’s work before the next', async () => {
    const ran: string[] = [];
    const steps: BatchStep[] = [
      { name: 'first', run: ({ today }) => void ran.push(`first ${today}`) },
      {
        name: 'later',
        run: async () => {
          await new Promise((resolve) => setTimeout(resolve, 10));
          ran.push('later');
        },
      },
      { name: 'last', run: () => void ran.push('last') },
    ];
    const batch = confirmBatchSteps(server.app.portal, undefined, undefined, steps);
    let step = batch.next();
    expect(ran).toEqual(['first 20261123']);
    // The asynchronous step's promise comes to the driver, which awaits it before the next step runs.
    expect(step.done).toBe(false);
    await step.value;
    expect(ran).toEqual(['first 20261123', 'later']);
    step = batch.next();
    expect(step.done).toBe(true);
    expect(ran).toEqual(['first 20261123', 'later', 'last']);
  });
});
