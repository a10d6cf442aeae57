export interface TcpProxy {
  readonly port: number;
  /** Drops every connection and refuses new ones. */
  cut(): void;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): void;
}

export function startTcpProxy(targetPort: number): Promise<TcpProxy>;
