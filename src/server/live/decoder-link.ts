import type { DecoderProtocol } from '../../shared/schemas/club';
import type { Passing } from './passings';

/**
 * The decoder connection as the manager uses it: the shape of connectDecoder in
 * src/server/decoders/decoder-client.ts (issue 30 contract), written here so the manager is
 * tested with a fake feed and does not depend on how the protocols are spoken.
 */
export interface DecoderLinkOptions {
  host: string;
  port: number;
  protocol: DecoderProtocol;
  allowHosts: string[];
  onPassing: (passing: Passing) => void;
  /** Connected or not, and why not in a racer's words (the club page shows it). */
  onState: (state: DecoderLinkState) => void;
  /** Aborted when this instance gives the decoder up: the connection closes and stays closed. */
  signal: AbortSignal;
}

export interface DecoderLinkState {
  connected: boolean;
  error?: string | null;
}

export type ConnectDecoder = (options: DecoderLinkOptions) => unknown;
