import type { DecoderProtocol } from '../../shared/schemas/club';

/**
 * One crossing of the loop as the decoder client hands it on (the contract's `onPassing`): the
 * transponder as text (numbers compared as trimmed text, leading zeros kept) and the crossing time
 * in epoch milliseconds.
 */
export interface DecoderPassing {
  transponder: string;
  at: number;
  passingNumber?: number;
  strength?: number;
  hits?: number;
}

/** What a protocol's reader makes of a chunk of the TCP stream: the passings it completes. */
export interface PassingReader {
  push(chunk: Uint8Array, receivedAt: number): DecoderPassing[];
  /** Records or lines read whole but skipped (status, version, unknown), and those dropped as broken. */
  readonly stats: { skipped: number; dropped: number };
}

export type { DecoderProtocol };
