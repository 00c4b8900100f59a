import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { allowedMoves, columnStep, dropStateOf } from './move-rules';

type Context = Parameters<KeyboardCoordinateGetter>[1]['context'];

/** Three 200 px columns 20 px apart, given out of screen order as the droppable map may hold them. */
function contextWith(cardWidth: number): Context {
  const rect = (left: number) => ({ left, right: left + 200, width: 200, top: 0, bottom: 600, height: 600 });
  return {
    collisionRect: { ...rect(0), width: cardWidth },
    droppableRects: new Map([
      ['c', rect(440)],
      ['a', rect(0)],
      ['b', rect(220)],
    ]),
  } as unknown as Context;
}

const press = (code: string, x: number, cardWidth = 180) => {
  // The unit tests run without a DOM: the getter reads only the code and may prevent the default.
  const event = {
    code,
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
  const next = columnStep(event as unknown as KeyboardEvent, {
    active: 'card',
    currentCoordinates: { x, y: 50 },
    context: contextWith(cardWidth),
  });
  return { next, prevented: event.defaultPrevented };
};

describe('board moves', () => {
  it('allow exactly the statuses the pipeline allows next', () => {
    expect(allowedMoves('new-client')).toEqual(['ringing', 'interested', 'not-interested']);
    expect(allowedMoves('not-interested')).toEqual([]);
    expect(allowedMoves('forwarded')).toEqual([]);
    expect(dropStateOf('ringing', 'ringing')).toBe('source');
    expect(dropStateOf('ringing', 'invoice-sent')).toBe('allowed');
    expect(dropStateOf('ringing', 'closed-client')).toBe('refused');
    expect(dropStateOf('forwarded', 'new-client')).toBe('refused');
  });

  it('carry a card one whole column per arrow key, centred in it', () => {
    // The card (180 wide) sits in column a at x 10: Right centres it in b, then in c.
    expect(press('ArrowRight', 10)).toEqual({ next: { x: 230, y: 50 }, prevented: true });
    expect(press('ArrowRight', 230).next).toEqual({ x: 450, y: 50 });
    expect(press('ArrowLeft', 450).next).toEqual({ x: 230, y: 50 });
  });

  it('stay put at either end and leave other keys to the sensor', () => {
    expect(press('ArrowRight', 450).next).toEqual({ x: 450, y: 50 });
    expect(press('ArrowLeft', 10).next).toEqual({ x: 10, y: 50 });
    expect(press('ArrowDown', 10)).toEqual({ next: undefined, prevented: false });
  });

  it('find the next column from a gap between two', () => {
    // Centre at 210: in no column; Right goes to b, Left to a.
    expect(press('ArrowRight', 120, 180).next).toEqual({ x: 230, y: 50 });
    expect(press('ArrowLeft', 120, 180).next).toEqual({ x: 10, y: 50 });
  });
});
