import { describe, expect, it } from 'vitest';

// Proves the functions package builds, loads and serves in the emulator.
describe('functions emulator', () => {
  it('serves the health function for the demo project', async () => {
    const response = await fetch('http://127.0.0.1:5001/demo-influencer/europe-west1/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, project: 'demo-influencer' });
  });
});
