/**
 * An axis-aligned rectangle with a width and a height.
 */
export class Rectangle {
  /**
   * Creates a rectangle from its two side lengths.
   */
  constructor(width, height) {
    this.width = width;
    this.height = height;
  }

  /**
   * Computes the area covered by the rectangle.
   */
  area() {
    const width = this.width;
    const height = this.height;
    return width * height;
  }

  /**
   * Returns a new rectangle scaled by a factor on both sides.
   */
  scale(factor) {
    const width = this.width * factor;
    const height = this.height * factor;
    return new Rectangle(width, height);
  }

  /**
   * Describes the rectangle as text.
   */
  toString() {
    const size = `${this.width}x${this.height}`;
    const kind = 'rectangle';
    return `${kind} ${size}`;
  }
}

/**
 * Sums the perimeters of every rectangle in a list.
 *
 * @param {Rectangle[]} rectangles the shapes
 * @returns {number} the total perimeter
 */
export function totalPerimeter(rectangles) {
  let total = 0;
  for (const rectangle of rectangles) {
    total += 2 * (rectangle.width + rectangle.height);
  }
  return total;
}

/**
 * Finds the largest rectangle by area.
 */
export const largest = (rectangles) => {
  let best = rectangles[0];
  for (const rectangle of rectangles) if (rectangle.area() > best.area()) best = rectangle;
  return best;
};

/**
 * Rounds a value.
 */
export function tiny(value) {
  return Math.round(value);
}

/** Ok. */
export function shortDoc(value) {
  const doubled = value * 2;
  const tripled = value * 3;
  return doubled + tripled;
}

/**
 * Never called by any test at all.
 */
export function unused(value) {
  const half = value / 2;
  const quarter = value / 4;
  return half + quarter;
}
