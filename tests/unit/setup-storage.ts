/** A minimal Web Storage for unit tests of code that keeps things in local or session storage. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

export function installStorage(): { localStorage: Storage; sessionStorage: Storage } {
  const storage = { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() };
  Object.assign(globalThis, { window: storage });
  return storage;
}
