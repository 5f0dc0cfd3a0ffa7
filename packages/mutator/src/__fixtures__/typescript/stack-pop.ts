export class Stack<T> {
  private items: T[] = [];

  push(item: T): void {
    this.items.push(item);
  }

  pop(): T {
    if (this.items.length === 0) {
      throw new Error('pop from an empty stack');
    }
    return this.items.splice(this.items.length - 1, 1)[0] as T;
  }
}
