type TypedArray = Int8Array | Uint8Array | Int32Array;

/** A copy of a typed array, longer: `length` elements, the old ones first, zeros after. */
export function grown<T extends TypedArray>(array: T, length: number): T {
  const bigger = new (array.constructor as new (length: number) => T)(length);
  bigger.set(array);
  return bigger;
}
