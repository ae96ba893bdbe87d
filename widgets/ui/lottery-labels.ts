import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BetTypeId } from '../../engine/core/lottery/bet-types.ts';
import type { TicketState } from '../../schemas/api/lottery.ts';

/**
 * The name of every lottery bet type and a one-line rule for it (docs/lottery.md "Bet types"),
 * shared by the bet slip and my tickets.
 */
export const betTypeLabels: Readonly<
  Record<BetTypeId, { name: MessageDescriptor; rule: MessageDescriptor }>
> = {
  deDauDuoi: {
    name: msg`Head/tail 2D (de dau/duoi)`,
    rule: msg`Two digits against the head and tail prizes.`,
  },
  xiuChu: {
    name: msg`Head/tail 3D (xiu chu)`,
    rule: msg`Three digits against the head and tail prizes.`,
  },
  baoLo2: { name: msg`Lo 2D (bao lo)`, rule: msg`Two digits against the last 2 of every prize.` },
  baoLo3: {
    name: msg`Lo 3D (bao lo)`,
    rule: msg`Three digits against the last 3 of every prize of 3 digits or more.`,
  },
  baoLo4: {
    name: msg`Lo 4D (bao lo)`,
    rule: msg`Four digits against the last 4 of every prize of 4 digits or more.`,
  },
  bao7Lo: {
    name: msg`Bao 7 lo`,
    rule: msg`Two digits against the last 2 of G8, G7, G6, G5 and DB.`,
  },
  bao8Lo: { name: msg`Bao 8 lo`, rule: msg`Two digits against the last 2 of DB, G7 and G6.` },
  nhatTo: { name: msg`Nhat to`, rule: msg`Two digits against the last 2 of G1.` },
  xien2: { name: msg`Xien 2`, rule: msg`Both 2-digit numbers must appear in the draw.` },
  xien3: { name: msg`Xien 3`, rule: msg`All three 2-digit numbers must appear in the draw.` },
  xien4: { name: msg`Xien 4`, rule: msg`All four 2-digit numbers must appear in the draw.` },
  da: { name: msg`Da (pair)`, rule: msg`Both numbers of the pair must appear in the draw.` },
  kenoPick: {
    name: msg`KENO pick`,
    rule: msg`Pick 1 to 10 numbers; the pay table pays by hits.`,
  },
  kenoBigSmall: {
    name: msg`KENO big/small`,
    rule: msg`The sum of the 20 numbers: above 810 is big, below is small.`,
  },
  kenoOddEven: {
    name: msg`KENO odd/even`,
    rule: msg`11 or more odd numbers is odd, 9 or fewer is even.`,
  },
  fastDigit: { name: msg`Digit at position`, rule: msg`The digit drawn at the position.` },
  fastBigSmall: {
    name: msg`Big/small at position`,
    rule: msg`The digit at the position: 5 to 9 is big, 0 to 4 small.`,
  },
  fastOddEven: { name: msg`Odd/even at position`, rule: msg`The digit at the position.` },
  fastSumBigSmall: {
    name: msg`Sum big/small`,
    rule: msg`The sum of the 5 digits: 23 to 45 is big, 0 to 22 small.`,
  },
  fastSumOddEven: { name: msg`Sum odd/even`, rule: msg`The sum of the 5 digits.` },
};

/** The words of the side-bet choices (KENO and e-lottery big/small, odd/even). */
export const betChoiceLabels: Readonly<Record<string, MessageDescriptor>> = {
  big: msg`Big`,
  small: msg`Small`,
  odd: msg`Odd`,
  even: msg`Even`,
};

/** The name of every ticket state (spec: pending, won, lost, void; and cancelled). */
export const ticketStateLabels: Readonly<Record<TicketState, MessageDescriptor>> = {
  pending: msg`Pending`,
  won: msg`Won`,
  lost: msg`Lost`,
  void: msg`Void`,
  cancelled: msg`Cancelled`,
};
