/**
 * My tickets' rules, pure: the filter tabs, paging, when the list reads itself again, the draw
 * time a ticket's draw key names, and which of a ticket's numbers won.
 */
import type { LotterySlip, LotteryTicket, TicketState } from '../../schemas/api/lottery.ts';

/** The filter tabs: every slip, or the slips holding a ticket in one state. */
export const ticketFilters = ['all', 'pending', 'won', 'lost', 'void'] as const;
/** A filter tab. */
export type TicketFilter = (typeof ticketFilters)[number];

/** The `status` the platform is asked for under a filter (none: every slip). */
export function statusOf(filter: TicketFilter): TicketState | undefined {
  return filter === 'all' ? undefined : filter;
}

/** Slips per page. */
export const slipsPerPage = 10;

/** Pages of `total` slips, `pageSize` a page. */
export function pageCount(total: number, pageSize: number = slipsPerPage): number {
  return Math.ceil(total / pageSize);
}

/** While a ticket shown is pending, the list reads itself again this often (its draw may pass). */
export const pendingRefreshMs = 30_000;

/** Whether any ticket of the slips shown still waits for its draw. */
export function hasPending(slips: readonly LotterySlip[]): boolean {
  return slips.some((slip) => slip.tickets.some((ticket) => ticket.status === 'pending'));
}

/** A draw's time, read from its key (`<game>-<YYYYMMDDHHmm>`, Vietnam time). */
export interface DrawTime {
  /** Spec §9's MM/DD HH:mm:ss, Vietnam time, as the lottery center writes it. */
  text: string;
  /** The instant, for `<time dateTime>`. */
  iso: string;
}

const drawKeyStamp = /-(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/;
/** Vietnam's offset from UTC: +07:00 all year (no daylight saving). */
const vietnamOffset = '+07:00';

/** The draw time a draw key names, or null for a key without one. */
export function drawTimeOf(drawKey: string): DrawTime | null {
  const match = drawKeyStamp.exec(drawKey);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match;
  return {
    text: `${month}/${day} ${hour}:${minute}:00`,
    iso: `${year}-${month}-${day}T${hour}:${minute}:00${vietnamOffset}`,
  };
}

/** One number (or choice) of a ticket and whether it won. */
export interface TicketNumber {
  value: string;
  won: boolean;
}

/** A ticket's numbers in the order bought, each marked when the draw showed it. */
export function ticketNumbers(ticket: Pick<LotteryTicket, 'numbers' | 'matched'>): TicketNumber[] {
  const matched = new Set(ticket.matched);
  return ticket.numbers.map((value) => ({ value, won: matched.has(value) }));
}

/** Whether a ticket's draw was drawn (it won or lost), so it has numbers and a proof to show. */
export function isDrawn(ticket: Pick<LotteryTicket, 'status'>): boolean {
  return ticket.status === 'won' || ticket.status === 'lost';
}
