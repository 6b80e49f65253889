// The mock's controllable clock (see docs/testing.md): real time by default, or frozen, offset or
// running at a speed, as a ClockSetting says. The store and every time rule read it through the
// Clock interface; `advance` moves it forward without changing how it runs.
import type { Clock } from '../shared/clock.js';
import { systemClock } from '../shared/clock.js';
import type { ClockSetting } from './clock-setting.js';

export type ClockMode = ClockSetting['mode'];

export class MockClock implements Clock {
  private setting: ClockSetting = { mode: 'real' };
  /** Wall time when a speed setting took effect, and the mock time it started from. */
  private speedAnchor = { wall: 0, from: 0 };

  /** `wall` is the real clock underneath (tests pass a fake one). */
  constructor(private readonly wall: () => number = systemClock.now) {}

  now = (): number =>
    this.setting.mode === 'speed'
      ? Math.floor(this.speedAnchor.from + (this.wall() - this.speedAnchor.wall) * this.setting.speed)
      : this.nowUnder(this.setting);

  get mode(): ClockMode {
    return this.setting.mode;
  }

  /** The setting as it stands (a speed setting names the instant it started from). */
  get current(): ClockSetting {
    return this.setting.mode === 'speed' ? { ...this.setting, from: this.speedAnchor.from } : this.setting;
  }

  /** The time `setting` would give right now (a check before setting it). */
  nowUnder(setting: ClockSetting): number {
    switch (setting.mode) {
      case 'real':
        return this.wall();
      case 'frozen':
        return setting.at;
      case 'offset':
        return this.wall() + setting.offsetMs;
      case 'speed':
        return setting.from ?? this.now();
    }
  }

  set(setting: ClockSetting): void {
    if (setting.mode === 'speed') {
      const wall = this.wall();
      this.speedAnchor = { wall, from: setting.from ?? this.now() };
    }
    this.setting = setting;
  }

  /** Moves the mock time forward by `ms` (≥ 0); the clock keeps its mode. */
  shift(ms: number): void {
    if (ms <= 0) return;
    const s = this.setting;
    switch (s.mode) {
      case 'real':
        this.setting = { mode: 'offset', offsetMs: ms };
        return;
      case 'frozen':
        this.setting = { mode: 'frozen', at: s.at + ms };
        return;
      case 'offset':
        this.setting = { mode: 'offset', offsetMs: s.offsetMs + ms };
        return;
      case 'speed':
        this.speedAnchor = { ...this.speedAnchor, from: this.speedAnchor.from + ms };
        return;
    }
  }
}
