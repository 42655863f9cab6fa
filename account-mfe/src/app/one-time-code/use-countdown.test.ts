import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resendLabel, secondsLeft } from './countdown';
import { useCountdown } from './use-countdown';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('secondsLeft', () => {
  it('counts a started second as a whole one and stops at zero', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 100)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
  });

  it('labels the button with the wait, then the action', () => {
    expect(resendLabel(42)).toBe('Resend OTP in 42s');
    expect(resendLabel(0)).toBe('Resend OTP');
  });
});

describe('useCountdown', () => {
  it('runs down from 60 to 0 and stops there', () => {
    const { result } = renderHook(() => useCountdown(60));
    expect(result.current.secondsLeft).toBe(60);

    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.secondsLeft).toBe(59);

    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.secondsLeft).toBe(1);

    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.secondsLeft).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts again from the full time on restart', () => {
    const { result } = renderHook(() => useCountdown(60));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.secondsLeft).toBe(0);

    act(() => result.current.restart());
    expect(result.current.secondsLeft).toBe(60);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.secondsLeft).toBe(30);
  });

  it('stops its timer when the page goes away', () => {
    const { unmount } = renderHook(() => useCountdown(60));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
