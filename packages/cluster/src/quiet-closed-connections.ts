import { EventEmitter } from 'node:events';

/**
 * Guards the Redis connections of a BullMQ `Worker`, `Queue` or `QueueEvents` against a BullMQ 5
 * quirk: closing one whose connection never reached Redis (unreachable, wrong password) removes
 * every listener of the connection, which then emits its connection error once more; an `error`
 * event without a listener would end the process. After the guard, such a late error is dropped
 * (one with a listener is delivered as before). The connections are BullMQ internals, reached by
 * name; an object without them is left as it is.
 */
export function quietClosedConnections(owner: object): void {
  for (const name of ['connection', 'blockingConnection']) {
    const connection: unknown = Reflect.get(owner, name);
    if (!(connection instanceof EventEmitter)) continue;
    const emit = connection.emit.bind(connection);
    connection.emit = (event: string | symbol, ...args: unknown[]): boolean => (event === 'error' && connection.listenerCount('error') === 0 ? false : emit(event, ...args));
  }
}
