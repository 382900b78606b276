export { canShareTickets, fastMarketTicket, sharedTicketJson, sortBets, SHOWING_TICKET_TYPE } from './tickets';
export type { TicketSort } from './tickets';
export { ShareTicketList } from './ShareTicketList';
