// query: Return the latitude and longitude reached by travelling a given distance in kilometres from a
//   start point along an initial compass bearing (degrees clockwise from north) on a spherical Earth of
//   radius 6371 km, each rounded to 4 decimals, with longitude normalised to [-180, 180).
// entry_point: destinationPoint
// example: destinationPoint(0, 0, 90, 0) === [0, 0]
// example: destinationPoint(0, 0, 0, 111.195) === [1, 0]

function destinationPoint(lat, lon, bearing, distanceKm) {
  const toRad = Math.PI / 180;
  const angular = distanceKm / 6371;
  const phi1 = lat * toRad;
  const lambda1 = lon * toRad;
  const theta = bearing * toRad;
  const sinPhi2 = Math.sin(phi1) * Math.cos(angular) + Math.cos(phi1) * Math.sin(angular) * Math.cos(theta);
  const phi2 = Math.asin(sinPhi2);
  const y = Math.sin(theta) * Math.sin(angular) * Math.cos(phi1);
  const x = Math.cos(angular) - Math.sin(phi1) * sinPhi2;
  let lon2 = (lambda1 + Math.atan2(y, x)) / toRad;
  lon2 = ((((lon2 + 180) % 360) + 360) % 360) - 180;
  const round = (value) => Math.round(value * 10000) / 10000 + 0;
  return [round(phi2 / toRad), round(lon2)];
}

// tests
assert.deepStrictEqual(destinationPoint(0, 0, 90, 111.195), [0, 1]);
assert.deepStrictEqual(destinationPoint(0, 0, 180, 222.39), [-2, 0]);
assert.deepStrictEqual(destinationPoint(0, 0, 270, 111.195), [0, -1]);
assert.deepStrictEqual(destinationPoint(10, 179.5, 90, 111.195), [9.9985, -179.4846]);
assert.deepStrictEqual(destinationPoint(51.5, -0.12, 45, 100), [52.1314, 0.916]);
assert.deepStrictEqual(destinationPoint(-33.87, 151.21, 200, 50), [-34.2924, 151.0239]);
assert.deepStrictEqual(destinationPoint(45, 45, 0, 0), [45, 45]);
assert.deepStrictEqual(destinationPoint(89, 0, 0, 222.39), [89, -180]);
