// The products as three.js models (D74): each product its own figure, built from its own parts
// (head, chest, back, arms, legs, vehicle), lit by a key, a rim in the product's stage colour and a
// studio environment, on a floor that keeps only its shadow. Runs in the headless Chromium of
// scripts/draw-figures.ts, which bundles this module (esbuild) and reads each render as a PNG with
// alpha: the product stands on whatever stage the page gives it, without a rectangle of its own.
// Units: 1 = 1 cm of a ~40 cm figure; y up, the figure faces +z.
import * as THREE from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';

// ---- materials ----------------------------------------------------------------------------------------
const cache = new Map();
const material = (key, make) => {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key);
};
/** Painted armour: a coloured base under a clear coat (the highlights). */
const paint = (color) => material(`paint${color}`, () => new THREE.MeshPhysicalMaterial({ color, metalness: 0.35, roughness: 0.38, clearcoat: 1, clearcoatRoughness: 0.12 }));
/** Moulded plastic of the joints and frame. */
const plastic = (color) => material(`plastic${color}`, () => new THREE.MeshPhysicalMaterial({ color, metalness: 0.05, roughness: 0.62 }));
/** Polished or brushed metal (stacks, grille, blades). */
const chrome = (color, roughness = 0.16) => material(`chrome${color}${roughness}`, () => new THREE.MeshStandardMaterial({ color, metalness: 1, roughness }));
/** A lamp: lit from inside. */
const glow = (color, intensity = 3) => material(`glow${color}${intensity}`, () => new THREE.MeshStandardMaterial({ color, emissive: color, emissiveIntensity: intensity, roughness: 0.3 }));
/** Tinted glass with a sharp reflection. */
const glass = (color) => material(`glass${color}`, () => new THREE.MeshPhysicalMaterial({ color, metalness: 0.2, roughness: 0.04, clearcoat: 1, transparent: true, opacity: 0.82 }));
const rubber = () => material('rubber', () => new THREE.MeshStandardMaterial({ color: '#17181c', roughness: 0.85 }));

// ---- primitives ---------------------------------------------------------------------------------------
/** A mesh placed at (x, y, z) and turned by (rx, ry, rz) radians, casting and receiving shadow. */
function at(mesh, x = 0, y = 0, z = 0, rx = 0, ry = 0, rz = 0) {
  mesh.position.set(x, y, z);
  mesh.rotation.set(rx, ry, rz);
  mesh.castShadow = true;
  mesh.receiveShadow = true;
  return mesh;
}
/** A bevelled box centred on its origin: armour plates catch a highlight on every edge. */
const rbox = (w, h, d, mat, r = Math.min(w, h, d) * 0.18) => new THREE.Mesh(new RoundedBoxGeometry(w, h, d, 3, r), mat);
const cyl = (rTop, rBottom, h, mat, seg = 28) => new THREE.Mesh(new THREE.CylinderGeometry(rTop, rBottom, h, seg), mat);
const ball = (r, mat, sx = 1, sy = 1, sz = 1) => {
  const m = new THREE.Mesh(new THREE.SphereGeometry(r, 36, 24), mat);
  m.scale.set(sx, sy, sz);
  return m;
};
/** A prism from a 2D outline (x, y pairs) extruded `depth` along z, centred on z = 0, its edges bevelled. */
function slab(points, depth, mat, bevel = 0.35) {
  const shape = new THREE.Shape();
  shape.moveTo(points[0], points[1]);
  for (let i = 2; i < points.length; i += 2) shape.lineTo(points[i], points[i + 1]);
  const geo = new THREE.ExtrudeGeometry(shape, { depth, bevelEnabled: true, bevelSize: bevel, bevelThickness: bevel, bevelSegments: 3 });
  geo.translate(0, 0, -depth / 2);
  return new THREE.Mesh(geo, mat);
}
const group = (...children) => {
  const g = new THREE.Group();
  for (const c of children) if (c) g.add(c);
  return g;
};
const deg = (d) => (d * Math.PI) / 180;
/** The same part on both sides: built for the figure's right (x > 0) and mirrored. */
const pair = (make) => group(make(1), make(-1));

// ---- the humanoid: a frame every robot shares, with parts each product brings ----------------------------
/**
 * spec: p (palette), h (hip height), sh (shoulder half-width), limb (limb thickness), chest [w, h, d],
 * head(p) a group, chest(p, spec) the chest's own parts, back(p) parts on the back, arm(p, side) and
 * leg(p, side) extras, hand(p, side) what a hand holds, pose { la, ra: [out, forward, elbow], ll, rl: stride }.
 */
function humanoid(spec) {
  const { p, h, sh, limb } = spec;
  const [cw, ch, cd] = spec.chest;
  const pose = spec.pose ?? {};
  const root = new THREE.Group();
  // legs: thigh from the hip, knee, shin armour, foot
  for (const side of [1, -1]) {
    const stride = deg((side > 0 ? pose.rl : pose.ll) ?? 0);
    const leg = new THREE.Group();
    leg.position.set(side * (cw * 0.24), h, 0);
    leg.rotation.set(stride, 0, side * deg(spec.stance ?? 3));
    const thigh = h * 0.46;
    leg.add(at(rbox(limb * 1.05, thigh, limb * 1.1, plastic(p.limb)), 0, -thigh / 2, 0));
    leg.add(at(ball(limb * 0.62, plastic(p.joint)), 0, -thigh, 0));
    const shin = new THREE.Group();
    shin.position.set(0, -thigh, 0);
    shin.rotation.x = -stride * 0.6;
    const shinH = h * 0.5;
    shin.add(at(rbox(limb * 1.45, shinH, limb * 1.5, paint(p.body)), 0, -shinH / 2 - limb * 0.2, 0));
    shin.add(at(rbox(limb * 1.75, limb * 0.7, limb * 2.3, plastic(p.joint)), 0, -shinH - limb * 0.15, limb * 0.3));
    const legPart = spec.leg?.(p, side, { shinH, limb });
    if (legPart) shin.add(legPart);
    leg.add(shin);
    root.add(leg);
  }
  // pelvis and waist
  root.add(at(rbox(cw * 0.72, h * 0.18, cd * 0.7, paint(p.trim)), 0, h + h * 0.03, 0));
  root.add(at(cyl(cw * 0.26, cw * 0.3, h * 0.14, plastic(p.joint)), 0, h + h * 0.17, 0));
  // chest
  const chestY = h + h * 0.24 + ch / 2;
  const torso = new THREE.Group();
  torso.position.set(0, chestY, 0);
  torso.add(at(rbox(cw, ch, cd, paint(p.body), spec.round ?? undefined)));
  if (spec.chest2) torso.add(spec.chest2(p, spec));
  root.add(torso);
  // head
  const neckY = chestY + ch / 2;
  root.add(at(cyl(limb * 0.45, limb * 0.55, limb * 0.9, plastic(p.joint)), 0, neckY + limb * 0.3, 0));
  const head = spec.head(p, spec);
  head.position.set(0, neckY + limb * 0.6, spec.headZ ?? 0);
  head.scale.setScalar(spec.headScale ?? 1.45);
  root.add(head);
  if (spec.back) root.add(spec.back(p, spec, chestY));
  // arms: shoulder pad, upper arm, elbow, forearm, hand
  const shoulderY = chestY + ch / 2 - limb * 0.9;
  for (const side of [1, -1]) {
    const [out, fwd, elbow] = (side > 0 ? pose.ra : pose.la) ?? [8, 0, 10];
    const arm = new THREE.Group();
    arm.position.set(side * sh, shoulderY, 0);
    arm.rotation.set(-deg(fwd), 0, side * deg(out));
    const upper = h * 0.36;
    arm.add(at(rbox(limb * 0.95, upper, limb * 0.95, plastic(p.limb)), 0, -upper / 2 - limb * 0.3, 0));
    arm.add(at(ball(limb * 0.55, plastic(p.joint)), 0, -upper - limb * 0.3, 0));
    const fore = new THREE.Group();
    fore.position.set(0, -upper - limb * 0.3, 0);
    fore.rotation.x = -deg(elbow);
    const foreH = h * 0.36;
    fore.add(at(rbox(limb * 1.3, foreH, limb * 1.3, paint(p.body)), 0, -foreH / 2 - limb * 0.2, 0));
    fore.add(at(rbox(limb * 0.95, limb * 1.05, limb * 0.8, plastic(p.joint)), 0, -foreH - limb * 0.75, 0));
    const armPart = spec.arm?.(p, side, { foreH, limb });
    if (armPart) fore.add(armPart);
    if (spec.hand) {
      const held = spec.hand(p, side, { foreH, limb });
      if (held) {
        held.position.y += -foreH - limb * 0.75;
        fore.add(held);
      }
    }
    arm.add(fore);
    const pad = spec.shoulder ? spec.shoulder(p, side, { limb }) : at(rbox(limb * 1.8, limb * 1.6, limb * 1.8, paint(p.body)));
    arm.add(pad);
    root.add(arm);
  }
  return root;
}

// ---- heads ----------------------------------------------------------------------------------------------
/** Two lit eyes in a visor at height y, z in front. */
const eyes = (p, w, y, z, r = 0.32) => pair((s) => at(ball(r, glow(p.eye), 1.5, 0.7, 0.5), s * w, y, z));

const heads = {
  // Bumblebee: a round helmet with two horns, a blue visor and cheek guards
  bumblebee: (p) =>
    group(
      at(ball(2.3, paint(p.head), 1, 1.05, 0.95), 0, 2.2, 0),
      at(rbox(3.4, 1.4, 1, glass(p.eye)), 0, 2.3, 1.85),
      eyes(p, 0.8, 2.3, 2.35),
      at(rbox(2.6, 1.3, 1.2, plastic(p.face)), 0, 1.1, 1.4),
      pair((s) => at(cyl(0.12, 0.42, 2.4, paint(p.head)), s * 1.5, 4.4, 0, 0, 0, -s * deg(22))),
      pair((s) => at(rbox(0.7, 1.8, 1.6, paint(p.body)), s * 2.1, 1.6, 0.3)),
    ),
  // Megatron: a bucket helmet with a crest, a grim grey face and a red visor
  megatron: (p) =>
    group(
      at(rbox(4.4, 4.2, 4, paint(p.head), 0.9), 0, 2.4, -0.2),
      at(slab([-0.6, 0, 0.6, 0, 0.4, 2.2, -0.4, 2.2], 3.6, paint(p.head), 0.2), 0, 4.2, -0.2),
      at(rbox(2.8, 2.5, 1, chrome(p.face, 0.3)), 0, 1.7, 1.8),
      at(rbox(2.9, 0.55, 0.4, glow(p.eye, 2.4)), 0, 2.5, 2.35),
      pair((s) => at(rbox(0.9, 3.2, 3, paint(p.head)), s * 2.3, 2.2, 0)),
    ),
  // G1 Optimus: a blue helmet with side antennae and a silver face plate
  optimus: (p, spec) =>
    group(
      at(rbox(3.4, 3.6, 3.4, paint(p.head), 0.7), 0, 2.2, 0),
      at(rbox(2.3, 1.6, 0.8, chrome(p.face, 0.25)), 0, 1.1, 1.5),
      at(rbox(2.3, 0.6, 0.5, glow(p.eye, 2.2)), 0, 2.3, 1.65),
      pair((s) => at(cyl(0.22, 0.3, spec.antenna ?? 2.6, chrome(p.metal)), s * 1.9, 3.9, 0, 0, 0, -s * deg(6))),
      pair((s) => at(rbox(0.6, 2, 1.8, paint(p.head)), s * 1.9, 2.4, 0.1)),
      spec.crest ? at(slab([-0.9, 0, 0.9, 0, 0.25, 1.6, -0.25, 1.6], 1, paint(p.head), 0.2), 0, 3.8, 0.8) : null,
    ),
  // Buzz: a purple hood, a face and a clear dome over both
  buzz: (p, spec) =>
    group(
      at(ball(2, plastic(p.head), 1, 1.1, 1), 0, 2.4, -0.4),
      at(ball(1.45, plastic(p.face), 1, 1.05, 0.9), 0, 2.1, 0.55),
      eyes(p, 0.55, 2.4, 1.8, 0.18),
      at(rbox(spec.alpha ? 4.8 : 4.2, 1.1, 3.6, paint(p.body)), 0, 0.6, 0),
      at(ball(2.9, glass('#cfe8ff'), 1, 1.05, 1.02), 0, 2.4, 0.2),
      spec.alpha ? at(rbox(0.8, 2.4, 3.2, paint(p.trim)), 0, 4.8, -0.2) : null,
    ),
  // Grimlock: a gold crown over a blue visor
  grimlock: (p) =>
    group(
      at(rbox(3.6, 3.6, 3.4, paint(p.body), 0.6), 0, 2.2, 0),
      at(rbox(3, 1, 0.8, glass(p.glass)), 0, 2.5, 1.55),
      at(slab([-2.2, 0, 2.2, 0, 1.5, 1.8, 0.6, 0.9, 0, 2.2, -0.6, 0.9, -1.5, 1.8], 3.4, chrome(p.head, 0.25), 0.2), 0, 3.8, 0),
      at(rbox(2.2, 1.1, 0.8, chrome(p.face, 0.3)), 0, 1, 1.45),
    ),
  // the K1 scouts: a big round head with a wide dark screen and two lit eyes
  scout: (p) =>
    group(
      at(ball(3.6, paint(p.head), 1.15, 0.95, 1), 0, 3.3, 0),
      at(ball(3.2, glass('#0f1722'), 1.05, 0.7, 0.55), 0, 3.2, 1.6),
      pair((s) => at(ball(0.55, glow(p.eye, 2.6), 1, 1.2, 0.5), s * 1.1, 3.3, 3.35)),
      pair((s) => at(cyl(0.9, 0.9, 0.8, paint(p.trim)), s * 4.1, 3.3, 0, 0, 0, deg(90))),
      at(cyl(0.1, 0.1, 2.2, chrome(p.metal)), 1.4, 7, 0, 0, 0, deg(-15)),
      at(ball(0.35, glow(p.trim, 2)), 1.7, 8.1, 0),
    ),
  // T9: a sleek silver helmet with a red visor stripe
  agent: (p) =>
    group(
      at(ball(2.1, paint(p.head), 0.95, 1.15, 1.05), 0, 2.4, 0),
      at(rbox(3.2, 0.7, 1.4, glow(p.eye, 2.2)), 0, 2.6, 1.4),
      at(slab([-0.3, 0, 0.3, 0, 0.1, 2.4, -0.1, 2.4], 3.4, paint(p.trim), 0.15), 0, 3.6, -0.3, deg(-12)),
    ),
};

// ---- vehicles -------------------------------------------------------------------------------------------
const wheel = (r, w, p, rim = p.metal) => group(at(cyl(r, r, w, rubber(), 36), 0, 0, 0, 0, 0, deg(90)), at(cyl(r * 0.6, r * 0.6, w * 1.05, chrome(rim, 0.25)), 0, 0, 0, 0, 0, deg(90)));

/** Wheels at (x, z) pairs of axles, each both sides: a vehicle faces +x. */
function axles(xs, track, r, w, p) {
  const g = new THREE.Group();
  for (const x of xs) for (const s of [1, -1]) g.add(at(wheel(r, w, p), x, r, s * track));
  return g;
}

const vehicles = {
  // the beetle: a rounded shell, a bonnet, running boards, a black stripe pair
  beetle: (p) =>
    group(
      at(ball(9, paint(p.body), 1.4, 0.55, 0.72), 0, 6.4, 0),
      at(ball(6.6, paint(p.body), 1.05, 0.8, 0.86), -1.2, 9.2, 0),
      at(ball(6.1, glass(p.glass), 0.98, 0.68, 0.9), -1.4, 10.6, 0),
      // the four wheel arches over the wheels: the beetle's round wings
      ...[-8.2, 8.2].flatMap((x) => [1, -1].map((s) => at(ball(3.9, paint(p.body), 1.15, 0.95, 0.75), x, 5.2, s * 5.4))),
      pair((s) => at(rbox(9, 0.5, 0.8, paint(p.trim)), 5.5, 10.2, s * 0.9, 0, 0, deg(-24))),
      pair((s) => at(ball(1.1, glow('#fff6d8', 1.5), 1, 1, 0.6), 11.4, 6.6, s * 4.2)),
      pair((s) => at(rbox(12, 0.8, 1.4, plastic(p.trim)), 0, 3.2, s * 6.2)),
      axles([-8.2, 8.2], 5.6, 3.3, 2.4, p),
    ),
  // G1 Optimus' cab-over: a flat-nosed red cab with blue skirts, chrome stacks and grille
  cabover: (p) =>
    group(
      at(rbox(11, 12, 12, paint(p.body)), 4, 10, 0),
      at(rbox(0.6, 4.6, 10.5, glass(p.glass)), 9.6, 12.5, 0),
      at(rbox(0.8, 4.4, 7, chrome(p.metal)), 9.8, 5.8, 0),
      at(rbox(20, 4, 12.6, paint(p.trim)), -6, 4.6, 0),
      pair((s) => at(cyl(0.6, 0.6, 10, chrome(p.metal)), -2, 15, s * 5.2)),
      pair((s) => at(ball(0.8, glow('#fff6d8', 1.6), 1, 1, 0.6), 9.8, 8.6, s * 4.6)),
      axles([6, -8, -12.5], 5.8, 3, 2.4, p),
    ),
  // the long-nose truck of the Elite and signature editions: a bonnet ahead of the cab, a sleeper behind
  longnose: (p, spec) =>
    group(
      at(rbox(10, 6.5, 11, paint(p.body)), 10, 7.5, 0),
      at(rbox(1, 5, 8, chrome(p.metal)), 15.2, 7, 0),
      at(rbox(9, 11, 12, paint(p.body)), 0, 10.5, 0),
      at(rbox(0.6, 4, 11, glass(p.glass)), 4.6, 13.2, 0),
      at(rbox(8, 10, 12, paint(p.trim)), -8.5, 10, 0),
      pair((s) => at(cyl(0.55, 0.55, 14, chrome(p.metal)), -4.4, 15, s * 5.6)),
      pair((s) => at(rbox(16, 1.6, 1, chrome(p.metal, 0.3)), 0, 3.4, s * 6.2)),
      spec?.flames ? pair((s) => at(slab([0, 0, 6, 1.5, 3, 2.4, 7, 3.6, 0, 4], 0.3, paint('#f59e0b'), 0.1), 5.5, 5.5, s * 5.7)) : null,
      pair((s) => at(ball(0.7, glow('#fff6d8', 1.6), 1, 1, 0.6), 15.4, 8.6, s * 4.4)),
      axles([11, -5, -10], 6, 3, 2.4, p),
    ),
  // Megatron's tank: a wedge hull, two track units, a turret and a long gun
  tank: (p) =>
    group(
      pair((s) => group(at(rbox(26, 6.5, 5, plastic('#2b2e34'), 2.8), 0, 3.4, s * 7), ...[-9, -3, 3, 9].map((x) => at(cyl(2, 2, 5.4, chrome(p.metal, 0.4)), x, 3.2, s * 7, deg(90))))),
      at(slab([-13, 0, 13, 0, 10, 5, -11, 5], 12, paint(p.body), 0.5), 0, 5.5, 0),
      at(rbox(11, 4.5, 9, paint(p.body)), -2, 12.2, 0),
      at(rbox(4, 1.2, 9.2, paint(p.trim)), -2, 14.4, 0),
      at(cyl(0.9, 1.1, 18, chrome(p.metal, 0.3)), 12, 12.6, 0, 0, 0, deg(90)),
      at(ball(0.5, glow(p.eye, 2)), 3.6, 12.8, 4.2),
    ),
  // T9's sports car: low, wide, a wedge nose, a rear wing
  sports: (p) =>
    group(
      at(slab([-11, 0, 12, 0, 12, 2.4, 3, 4.6, -4, 6.8, -11, 5.8], 11, paint(p.body), 0.8), 0, 2.2, 0),
      at(slab([-3.5, 0, 3, 0, -1, 2.6, -5, 2.4], 8.6, glass(p.glass), 0.4), 0, 6.4, 0),
      at(rbox(3.2, 0.5, 12, paint(p.trim)), -11, 10.2, 0),
      pair((s) => at(rbox(0.8, 2.8, 0.8, plastic(p.limb)), -11, 8.4, s * 4.5)),
      at(rbox(22, 0.6, 11.6, paint(p.trim)), 0, 3.2, 0),
      pair((s) => at(rbox(0.6, 0.8, 3, glow('#fff6d8', 1.6)), 12.2, 4, s * 3.6)),
      axles([7.5, -7], 5.6, 2.6, 2, p),
    ),
  // Grimlock's dinosaur mode: a tyrannosaur of armour plates
  dino: (p) => {
    const d = new THREE.Group();
    d.add(at(rbox(16, 9, 10, paint(p.body)), 0, 17, 0, 0, 0, deg(14)));
    d.add(at(rbox(8, 5, 8, paint(p.trim)), 6, 22, 0, 0, 0, deg(30)));
    // neck and head, jaw open (the roar)
    d.add(at(rbox(5, 9, 6.4, paint(p.body)), 8.5, 24.5, 0, 0, 0, deg(-20)));
    d.add(at(rbox(10, 4.4, 6.6, paint(p.body)), 14, 30, 0, 0, 0, deg(12)));
    d.add(at(rbox(9, 1.6, 5.6, plastic(p.joint)), 14, 26.4, 0, 0, 0, deg(-14)));
    d.add(at(slab([-2.6, 0, 2.6, 0, 1.5, 2, 0.5, 1, 0, 2.6, -0.5, 1, -1.5, 2], 6, chrome(p.head, 0.25), 0.2), 12, 32, 0, 0, 0, deg(12)));
    d.add(pair((s) => at(ball(0.45, glow(p.eye, 2.6)), 16.5, 31.4, s * 3.3)));
    for (let i = 0; i < 5; i++) d.add(at(rbox(0.9, 1.6, 0.7, chrome('#e8e8e8', 0.3)), 11 + i * 1.8, 27.6, 2.7));
    // tail and legs
    d.add(at(rbox(14, 5, 6, paint(p.body)), -12.5, 18.5, 0, 0, 0, deg(12)));
    d.add(at(rbox(9, 3, 4, paint(p.body)), -22, 21.2, 0, 0, 0, deg(20)));
    for (const s of [1, -1]) {
      d.add(at(rbox(5, 11, 4.2, paint(p.limb)), -1, 10.5, s * 5.5, 0, 0, deg(-12)));
      d.add(at(rbox(4, 8, 3.8, paint(p.body)), 0, 4, s * 5.5, 0, 0, deg(14)));
      d.add(at(rbox(7, 1.8, 5, plastic(p.joint)), 2, 0.9, s * 5.5));
      d.add(at(rbox(1.6, 5, 1.6, paint(p.limb)), 9.5, 18, s * 4, 0, 0, deg(40)));
    }
    d.add(at(rbox(3, 9, 0.6, chrome(p.head, 0.3)), -3, 23.5, 0));
    return d;
  },
  // the AI Base: a lit round stage with an arm holding a phone
  aibase: (p) =>
    group(
      at(cyl(11, 12, 3.2, paint(p.body), 64), 0, 1.6, 0),
      at(cyl(10.6, 10.6, 0.4, glow(p.trim, 1.4), 64), 0, 3.3, 0),
      at(cyl(9.6, 9.6, 0.5, plastic('#1b1e24'), 64), 0, 3.6, 0),
      at(rbox(2, 14, 2, paint(p.body)), -8, 10, -6, 0, 0, deg(-8)),
      at(rbox(8, 14, 0.8, plastic('#101216')), -5.5, 18, -5, deg(-10), deg(25)),
      at(rbox(7.2, 12.8, 0.3, glow('#1d4ed8', 0.8)), -5.4, 18, -4.55, deg(-10), deg(25)),
    ),
};

// ---- the products -------------------------------------------------------------------------------------
const P = {
  bumblebee: { body: '#f5b700', trim: '#1c1e23', limb: '#2c2f36', joint: '#4a4e57', head: '#34373e', face: '#b8bec8', eye: '#38bdf8', glass: '#4a7fb0', metal: '#b8bec8' },
  bumblebeeG1: { body: '#ffc81f', trim: '#e8e8e8', limb: '#3a3d44', joint: '#1f2126', head: '#ffc81f', face: '#d8dde3', eye: '#60a5fa', glass: '#7fb8e8', metal: '#d8dde3' },
  megatron: { body: '#6c737d', trim: '#8b1a1a', limb: '#3b4048', joint: '#2e3238', head: '#5a616b', face: '#aeb4bd', eye: '#ff3b30', glass: '#7a1f1f', metal: '#9aa1ab' },
  optimus: { body: '#c8102e', trim: '#1f4aa8', limb: '#1f4aa8', joint: '#6b7280', head: '#1f4aa8', face: '#c0c6cf', eye: '#5ec8ff', glass: '#5aa0d8', metal: '#d6dbe2' },
  elite: { body: '#d42a2a', trim: '#2f5fd0', limb: '#aeb6c2', joint: '#2f5fd0', head: '#2f5fd0', face: '#e3e6ea', eye: '#7dd3fc', glass: '#8ec5f0', metal: '#e8ebef' },
  rotb: { body: '#8e1119', trim: '#1b2f6b', limb: '#5d636e', joint: '#3a3f48', head: '#1b2f6b', face: '#b9bfc8', eye: '#38bdf8', glass: '#3f6f9c', metal: '#a8aeb8' },
  buzz: { body: '#f3f4f6', trim: '#6cc23a', limb: '#e6e8ec', joint: '#7646b0', head: '#7646b0', face: '#f2c9a8', eye: '#4b3a2a', glass: '#9ad', metal: '#c0c6cf' },
  buzzAlpha: { body: '#eef0f2', trim: '#4fae2c', limb: '#5b3596', joint: '#3b2466', head: '#5b3596', face: '#f2c9a8', eye: '#4b3a2a', glass: '#9ad', metal: '#f59e0b' },
  grimlock: { body: '#8d949e', trim: '#b3261e', limb: '#6b7280', joint: '#4b5058', head: '#d4a72c', face: '#c0c6cf', eye: '#38bdf8', glass: '#3b82f6', metal: '#a0a7b1' },
  k1pro: { body: '#2f6fd6', trim: '#f59e0b', limb: '#e7eaef', joint: '#3a3f48', head: '#2f6fd6', face: '#c0c6cf', eye: '#22d3ee', glass: '#38bdf8', metal: '#c0c6cf' },
  k1: { body: '#f2f4f7', trim: '#2f6fd6', limb: '#d7dbe2', joint: '#3a3f48', head: '#f2f4f7', face: '#c0c6cf', eye: '#22d3ee', glass: '#38bdf8', metal: '#c0c6cf' },
  t9: { body: '#cfd3d9', trim: '#dc2626', limb: '#2b2e34', joint: '#4b5058', head: '#cfd3d9', face: '#9aa1ab', eye: '#f43f5e', glass: '#334155', metal: '#c0c6cf' },
  base: { body: '#31353e', trim: '#38bdf8', limb: '#31353e', joint: '#4b5058', head: '#31353e', face: '#c0c6cf', eye: '#38bdf8', glass: '#38bdf8', metal: '#c0c6cf' },
};

/** Optimus' chest: two windows over a silver grille; `bolder` (the movie look) adds ribbed armour and a deeper plate. */
const optimusChest = (bolder) => (p, spec) => {
  const [cw, ch, cd] = spec.chest;
  return group(
    pair((s) => at(rbox(cw * 0.4, ch * 0.42, 0.6, glass(p.glass)), s * cw * 0.23, ch * 0.18, cd / 2 + 0.1)),
    at(rbox(cw * 0.5, ch * 0.34, 0.8, chrome(p.metal, 0.22)), 0, -ch * 0.3, cd / 2),
    ...[0, 1, 2, 3].map((i) => at(rbox(cw * 0.44, 0.3, 0.5, plastic('#2a2d33')), 0, -ch * 0.18 - i * 0.9, cd / 2 + 0.4)),
    bolder ? pair((s) => at(slab([0, 0, 3.2, 0, 2.2, ch * 0.5, 0, ch * 0.6], cd * 0.9, paint(p.body), 0.3), s * cw * 0.5, -ch * 0.25, 0, 0, s > 0 ? 0 : Math.PI)) : null,
  );
};

/** The printed signature on the signature edition's plinth: a gold stroke across its front. */
function signature() {
  const pts = [];
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    const a = deg(-34 + t * 68);
    const r = 15.05;
    pts.push(new THREE.Vector3(Math.sin(a) * r, 1.1 + Math.sin(t * Math.PI * 5) * 0.45 + (t < 0.2 ? (0.2 - t) * 3 : 0), Math.cos(a) * r));
  }
  return at(new THREE.Mesh(new THREE.TubeGeometry(new THREE.CatmullRomCurve3(pts), 120, 0.12, 6), chrome('#e8c25a', 0.2)));
}

const figures = {
  bumblebee: () =>
    humanoid({
      p: P.bumblebee,
      h: 17,
      sh: 8.6,
      limb: 2.5,
      chest: [13, 10, 7.5],
      head: heads.bumblebee,
      chest2: (p, spec) =>
        group(
          // the beetle's bonnet as his chest, with two black stripes and headlamps
          at(ball(6.4, paint(p.body), 1, 0.75, 0.42), 0, 0.6, 2.6),
          pair((s) => at(rbox(1, 7.6, 0.6, paint(p.trim)), s * 1.1, 0.6, 5.2, deg(-12))),
          pair((s) => at(ball(1.1, glow('#fff6d8', 1.2), 1, 1, 0.5), s * 4.2, -2.6, 3.4)),
          at(rbox(spec.chest[0] * 0.5, 2, 6, plastic(p.trim)), 0, -4.6, 0),
        ),
      back: (p, _spec, y) => pair((s) => at(rbox(6, 8, 0.8, paint(p.body)), s * 7.6, y + 4, -4, deg(-10), s * deg(-35), s * deg(-28))),
      pose: { ra: [18, 8, 24], la: [12, -6, 12] },
    }),
  bumblebeeG1: () =>
    humanoid({
      p: P.bumblebeeG1,
      h: 13,
      sh: 8.2,
      limb: 2.6,
      chest: [13, 9, 8],
      round: 2.2,
      head: (p) =>
        group(
          at(rbox(4.2, 4, 4, paint(p.head), 1.6), 0, 2.2, 0),
          at(rbox(3, 1.6, 0.6, chrome(p.face, 0.3)), 0, 1.6, 1.9),
          eyes(p, 0.75, 2.4, 2.25, 0.3),
          pair((s) => at(cyl(0.2, 0.55, 2, paint(p.head)), s * 1.7, 4.6, 0, 0, 0, -s * deg(10))),
        ),
      chest2: (p) =>
        group(
          at(rbox(10, 5.2, 1, glass(p.glass)), 0, 1.6, 4.1),
          at(rbox(12, 2.2, 1.2, chrome(p.metal, 0.25)), 0, -3.2, 4),
          pair((s) => at(ball(0.9, glow('#fff6d8', 1.2), 1, 1, 0.5), s * 4.4, -3.2, 4.6)),
        ),
      back: (p, _spec, y) => pair((s) => at(rbox(4.5, 6, 0.7, paint(p.body)), s * 5, y + 5.5, -4.4, deg(-30), 0, s * deg(-12))),
      shoulder: (p, side, { limb }) => at(ball(limb * 1.05, paint(p.body)), side * 0.6, 0, 0),
      leg: (_p, side, { shinH, limb }) => at(cyl(1.8, 1.8, 1.4, rubber(), 28), side * limb * 0.95, -shinH * 0.55, 0, 0, 0, deg(90)),
      pose: { ra: [70, 20, 60], la: [40, -20, 70], rl: -8, ll: 10 },
    }),
  megatron: () =>
    humanoid({
      p: P.megatron,
      h: 18,
      sh: 10.5,
      limb: 3,
      chest: [16, 12, 9],
      head: heads.megatron,
      chest2: (p, spec) =>
        group(at(slab([-7, 4, 7, 4, 5, -3, 0, -5.5, -5, -3], 1.6, paint(p.trim), 0.4), 0, 0, spec.chest[2] / 2 + 0.4), at(ball(1.2, glow(p.eye, 1.8), 1, 1, 0.5), 0, 0.6, spec.chest[2] / 2 + 1.3)),
      // the fusion cannon on his right forearm and a shoulder cannon behind the left shoulder
      arm: (p, side, { foreH, limb }) =>
        side > 0
          ? group(
              at(cyl(limb * 0.95, limb * 1.05, foreH * 1.2, paint(p.joint), 32), 0, -foreH * 0.8, limb * 0.2),
              at(cyl(limb * 0.55, limb * 0.55, 0.6, glow(p.eye, 2.2)), 0, -foreH * 1.42, limb * 0.2),
            )
          : null,
      back: (p, spec, y) => group(at(rbox(4, 4, 5, paint(p.body)), -spec.sh * 0.7, y + 7.5, -3.5), at(cyl(1, 1.2, 15, chrome(p.metal, 0.3)), -spec.sh * 0.7, y + 10, 2.5, deg(70), 0, 0)),
      leg: (_p, side, { shinH, limb }) => group(...[0, 1, 2, 3].map((i) => at(rbox(limb * 1.7, 0.8, limb * 1.8, plastic('#2b2e34')), 0, -shinH * 0.25 - i * shinH * 0.17, limb * 0.05 * side))),
      shoulder: (p, side, { limb }) => at(rbox(limb * 2.2, limb * 1.9, limb * 2.2, paint(p.body), 1.2), side * 0.5, 0.4, 0),
      pose: { ra: [10, 12, 20], la: [10, -4, 12] },
    }),
  optimus: () =>
    humanoid({
      p: P.optimus,
      h: 17,
      sh: 9.6,
      limb: 2.7,
      chest: [15, 10, 8],
      head: heads.optimus,
      chest2: optimusChest(false),
      back: (p, spec, y) => pair((s) => at(cyl(0.55, 0.55, 9, chrome(p.metal)), s * spec.sh * 0.8, y + 5, -3.6)),
      leg: (p, side, { shinH, limb }) => at(wheel(1.7, 1.2, p), side * limb * 0.8, -shinH * 0.4, 0, 0, 0, 0),
      shoulder: (p, side, { limb }) => at(rbox(limb * 1.9, limb * 1.5, limb * 2.2, paint(p.body)), side * 0.5, 0.2, 0),
      pose: { ra: [12, 6, 16], la: [12, 6, 16] },
    }),
  elite: () =>
    humanoid({
      p: P.elite,
      h: 19,
      sh: 10.2,
      limb: 2.6,
      chest: [15.5, 11, 8],
      head: heads.optimus,
      crest: true,
      antenna: 3.4,
      chest2: optimusChest(false),
      back: (p, spec, y) => pair((s) => at(cyl(0.6, 0.6, 12, chrome(p.metal)), s * spec.sh * 0.82, y + 6, -3.8)),
      // silver pauldrons with blue rims, and the ion blaster in his right hand, along the forearm
      shoulder: (p, side, { limb }) => group(at(ball(limb * 1.25, chrome(p.metal, 0.2), 1.1, 0.8, 1)), at(rbox(limb * 2.8, 0.6, limb * 2.4, paint(p.trim)), side * 0.4, -limb * 0.6, 0)),
      hand: (p, side) =>
        side > 0 ? group(at(rbox(1.6, 9, 2.4, plastic('#2a2d33')), 0, -3.4, 0.9), at(cyl(0.4, 0.4, 4, chrome(p.metal)), 0, -9.6, 0.9), at(rbox(0.9, 2.6, 1, plastic('#2a2d33')), 0, -1.2, 2.4)) : null,
      pose: { ra: [16, 36, 70], la: [14, 0, 14] },
    }),
  rotb: () =>
    group(
      // the signed plinth: a black disc with a gold rim
      at(cyl(14, 15, 2.4, paint('#16181c'), 72), 0, 1.2, 0),
      at(cyl(14.1, 14.1, 0.4, chrome('#d4a72c', 0.22), 72), 0, 2.3, 0),
      signature(),
      (() => {
        const f = humanoid({
          p: P.rotb,
          h: 18,
          sh: 10.8,
          limb: 2.9,
          chest: [16.5, 11.5, 9],
          head: heads.optimus,
          crest: true,
          antenna: 2.2,
          chest2: optimusChest(true),
          back: (p, spec, y) =>
            group(
              pair((s) => at(cyl(0.6, 0.6, 11, chrome(p.metal, 0.3)), s * spec.sh * 0.78, y + 5.5, -4.2)),
              at(rbox(12, 8, 3, paint(p.trim)), 0, y + 1, -5.4),
            ),
          // layered movie armour: ribbed shoulders and shin guards with the flame plates
          shoulder: (p, side, { limb }) => group(at(rbox(limb * 2.2, limb * 1.7, limb * 2.4, paint(p.body), 1)), at(rbox(limb * 2.3, 0.5, limb * 2.5, chrome(p.metal)), side * 0.1, limb * 0.3, 0)),
          leg: (_p, side, { shinH, limb }) => at(slab([0, 0, 3, 1.4, 1.6, 3, 3.6, 4.4, 0, 5.6], 0.4, paint('#c0392b'), 0.1), -side * 2, -shinH * 0.55, limb * 0.78, 0, side > 0 ? 0 : Math.PI),
          // the sword of the signature edition, point down
          hand: (_p, side) => (side < 0 ? group(at(rbox(1, 20, 0.3, chrome('#e8ecf2', 0.12)), 0, -10, 1), at(rbox(4, 0.8, 1.2, chrome('#d4a72c', 0.25)), 0, -0.4, 1)) : null),
          pose: { ra: [10, 4, 18], la: [6, 20, 30], rl: 4, ll: -4 },
        });
        f.position.y = 2.5;
        return f;
      })(),
    ),
  buzz: () =>
    humanoid({
      p: P.buzz,
      h: 16,
      sh: 8.4,
      limb: 2.6,
      chest: [13, 11, 8.4],
      round: 2.6,
      head: heads.buzz,
      headZ: 0.4,
      chest2: (p) =>
        group(
          at(rbox(8, 6, 1.4, paint(p.trim)), 0, 0.6, 4),
          ...[-2, 0, 2].map((x, i) => at(cyl(0.55, 0.55, 0.5, glow(['#ef4444', '#3b82f6', '#22c55e'][i], 1.4)), x, 0.2, 4.8, deg(90))),
          at(rbox(5.6, 1.2, 0.4, plastic('#9ca3af')), 0, 2.6, 4.8),
        ),
      back: (p, _spec, y) =>
        group(
          at(rbox(10, 9, 4, paint(p.body)), 0, y + 1, -5.2),
          // the wings, open: out of the backpack to each side, rising to red tips
          pair((s) => at(slab([0, 0, s * 17, 5, s * 17, 7.2, 0, 4], 0.8, paint(p.body), 0.3), s * 4, y + 2.5, -6.4)),
          pair((s) => at(rbox(2.6, 2.6, 1.3, paint('#d62d3a')), s * 20.2, y + 8.6, -6.4, 0, 0, s * deg(16))),
        ),
      leg: (p, _side, { limb }) => at(rbox(limb * 1.6, 1.6, limb * 1.6, paint(p.trim)), 0, -2.4, 0),
      arm: (p, side, { limb }) =>
        side > 0
          ? at(rbox(limb * 1.4, 2.2, limb * 1.4, paint(p.trim)), 0, -2.6, 0)
          : group(at(rbox(limb * 1.4, 2.2, limb * 1.4, paint(p.trim)), 0, -2.6, 0), at(ball(0.5, glow('#ef4444', 2.4)), 0, -2.6, limb * 0.75)),
      shoulder: (p, _side, { limb }) => at(ball(limb * 1.05, paint(p.body))),
      pose: { ra: [20, 40, 70], la: [16, -6, 16], rl: -6, ll: 4 },
    }),
  buzzAlpha: () =>
    humanoid({
      p: P.buzzAlpha,
      h: 17,
      sh: 9.4,
      limb: 2.8,
      chest: [14.5, 12, 9.4],
      head: heads.buzz,
      alpha: true,
      headZ: 0.4,
      // the Alpha suit: armoured plates, a gold collar, a jetpack with two thrusters instead of wings
      chest2: (p) =>
        group(
          at(rbox(10, 3, 1.6, paint(p.trim)), 0, 2.6, 4.4),
          at(rbox(6, 4, 1.6, paint(p.limb)), 0, -1.8, 4.4),
          at(cyl(1, 1, 0.5, glow('#22d3ee', 1.8)), 0, -1.8, 5.4, deg(90)),
          at(cyl(5.4, 6, 1.2, chrome(p.metal, 0.25)), 0, 6, 0),
        ),
      back: (p, _spec, y) =>
        group(
          at(rbox(11, 11, 4.5, paint(p.body)), 0, y, -6),
          pair((s) => group(at(cyl(2, 1.6, 9, paint(p.limb)), s * 3.6, y - 2, -8.8), at(cyl(1.5, 1.5, 0.5, glow('#fb923c', 2.4)), s * 3.6, y - 6.7, -8.8))),
        ),
      shoulder: (p, side, { limb }) => group(at(rbox(limb * 2.3, limb * 1.4, limb * 2.3, paint(p.body), 1)), at(rbox(limb * 2.1, 0.6, limb * 2.1, paint(p.trim)), side * 0.2, -limb * 0.7, 0)),
      leg: (p, _side, { shinH, limb }) => group(at(rbox(limb * 1.8, 3, limb * 1.9, paint(p.trim)), 0, -1.8, 0.2), at(rbox(limb * 2, 3, limb * 2.6, paint(p.body)), 0, -shinH - 0.4, 0.8)),
      // the wrist laser on the pointing arm: a housing and its red lens
      arm: (p, side, { foreH, limb }) =>
        side > 0 ? group(at(rbox(limb * 1.5, 3, limb * 1.5, paint(p.trim)), 0, -foreH * 0.75, 0), at(cyl(0.5, 0.5, 1.2, glow('#ef4444', 2.8)), 0, -foreH * 0.75, limb * 0.8, deg(90))) : null,
      pose: { ra: [8, 84, 4], la: [18, -8, 40], rl: -14, ll: 10 },
    }),
  grimlock: () => vehicles.dino(P.grimlock),
  k1pro: () =>
    humanoid({
      p: P.k1pro,
      h: 9,
      sh: 7.4,
      limb: 2.6,
      chest: [11.5, 8, 8],
      round: 3,
      head: heads.scout,
      headScale: 1,
      chest2: (p) => group(at(ball(1.6, glow(p.trim, 1.4), 1, 1, 0.4), 0, 0.6, 4), at(rbox(9, 1.6, 1, plastic(p.limb)), 0, -3, 3.8)),
      back: (p, _spec, y) => at(rbox(7, 6, 3, paint(p.trim)), 0, y, -5),
      shoulder: (p, _s, { limb }) => at(ball(limb * 1.05, paint(p.body))),
      pose: { ra: [150, 10, 30], la: [14, 0, 14] },
    }),
  k1: () =>
    humanoid({
      p: P.k1,
      h: 9,
      sh: 7.2,
      limb: 2.5,
      chest: [11, 8, 8],
      round: 3,
      head: heads.scout,
      headScale: 1,
      chest2: (p) => group(at(rbox(6, 3, 1, glass('#1b2533')), 0, 0.4, 3.9), at(rbox(4.6, 0.5, 0.4, glow(p.trim, 1.6)), 0, 0.6, 4.5)),
      shoulder: (p, _s, { limb }) => at(ball(limb, paint(p.trim))),
      pose: { ra: [10, 0, 14], la: [10, 0, 14] },
    }),
  t9: () =>
    humanoid({
      p: P.t9,
      h: 18,
      sh: 8.6,
      limb: 2.3,
      chest: [12.5, 11, 7],
      head: heads.agent,
      chest2: (p) => group(at(slab([-5, 3, 5, 3, 2, -4, -2, -4], 1, paint(p.trim), 0.3), 0, 0, 3.7), at(rbox(3, 0.6, 0.4, glow(p.eye, 2)), 0, 2.6, 4.5)),
      back: (p, spec, y) => pair((s) => at(rbox(3.6, 6, 1, paint(p.body)), s * spec.sh * 0.5, y + 2, -4.4, deg(-12))),
      leg: (p, side, { shinH, limb }) => at(wheel(1.6, 1.1, p, p.trim), side * limb * 0.85, -shinH * 0.75, 0),
      pose: { ra: [10, 4, 10], la: [22, -10, 40] },
    }),
  base: () => vehicles.aibase(P.base),
};

// ---- the pictures: what each file shows ---------------------------------------------------------------
/** A thing placed on the floor at x (cm), turned by yaw degrees, scaled. */
const place = (thing, x = 0, yaw = 0, s = 1, z = 0) => {
  thing.rotation.y = deg(yaw);
  thing.scale.setScalar(s);
  // stand it on the floor: its lowest point (the planted foot, the wheels) at y = 0
  thing.updateMatrixWorld(true);
  const low = new THREE.Box3().setFromObject(thing).min.y;
  thing.position.set(x, -low, z);
  return thing;
};

/** Each picture: its size, its accent (the rim light), the camera's yaw and what stands on the floor. */
export const pictures = {
  'flagship-bumblebee': { accent: '#f5b700', things: () => [place(figures.bumblebee(), 0, -28)] },
  'flagship-bumblebee-hero': { accent: '#f5b700', things: () => [place(figures.bumblebee(), -9, -32), place(vehicles.beetle(P.bumblebee), 16, -150, 0.85, -14)] },
  'bumblebee-g1-performance': { accent: '#ffc81f', things: () => [place(figures.bumblebeeG1(), 0, -26)] },
  'flagship-megatron': { accent: '#b3261e', things: () => [place(figures.megatron(), -11, -30), place(vehicles.tank(P.megatron), 18, -150, 0.95, -16)] },
  'flagship-optimus-prime': { accent: '#c8102e', things: () => [place(figures.optimus(), -11, -30), place(vehicles.cabover(P.optimus), 17, -150, 0.9, -16)] },
  'elite-optimus-prime': { accent: '#2f5fd0', things: () => [place(figures.elite(), 0, -28)] },
  'optimus-prime-rise-of-the-beasts-signature-limited-edition': { accent: '#d4a72c', things: () => [place(figures.rotb(), 0, -24)] },
  'toy-story-buzz-lightyear': { accent: '#7646b0', things: () => [place(figures.buzz(), 0, -28)] },
  'toy-story-buzz-lightyear-hero': { accent: '#6cc23a', things: () => [place(figures.buzz(), 0, -36)] },
  'buzz-lightyear-space-ranger-alpha': { accent: '#4fae2c', things: () => [place(figures.buzzAlpha(), 0, -34)] },
  'grimlock-g1-flagship': { accent: '#d4a72c', things: () => [place(figures.grimlock(), 2, -45)] },
  'k1-pro-interstellar-scout': { accent: '#2f6fd6', things: () => [place(figures.k1pro(), 0, -26)] },
  'k1-interstellar-scout': { accent: '#94a3b8', things: () => [place(figures.k1(), 0, -26)] },
  't9-interstellar-agent': { accent: '#dc2626', things: () => [place(figures.t9(), -10, -28), place(vehicles.sports(P.t9), 15, -150, 0.9, -14)] },
  'ai-base': { accent: '#38bdf8', things: () => [place(figures.base(), 0, -30)] },
};

// ---- the studio ---------------------------------------------------------------------------------------
/**
 * Renders one picture at w × h CSS px into a PNG data URL with a transparent background; called in the browser
 * through the bundle's global (scripts/draw-figures.ts), not imported.
 * @public
 */
export function render(name, w, h) {
  const picture = pictures[name];
  if (!picture) throw new Error(`figures: no picture ${name}`);
  const renderer = new THREE.WebGLRenderer({ antialias: true, alpha: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(1);
  renderer.setSize(w, h);
  renderer.setClearColor(0x000000, 0);
  renderer.outputColorSpace = THREE.SRGBColorSpace;
  renderer.toneMapping = THREE.ACESFilmicToneMapping;
  renderer.toneMappingExposure = 1.05;
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = THREE.PCFSoftShadowMap;
  const scene = new THREE.Scene();
  const pmrem = new THREE.PMREMGenerator(renderer);
  scene.environment = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
  scene.environmentIntensity = 0.55;

  const subject = group(...picture.things());
  scene.add(subject);
  // frame the subject: its bounding box decides the camera's distance
  const box = new THREE.Box3().setFromObject(subject);
  const size = box.getSize(new THREE.Vector3());
  const centre = box.getCenter(new THREE.Vector3());
  const camera = new THREE.PerspectiveCamera(24, w / h, 1, 2000);
  const aspect = w / h;
  const fit = Math.max(size.y * 1.16, (size.x * 1.12) / aspect, (size.z * 0.9) / aspect);
  const dist = fit / 2 / Math.tan(deg(camera.fov / 2)) + size.z / 2;
  camera.position.set(centre.x, centre.y + dist * 0.17, centre.z + dist);
  camera.lookAt(centre.x, centre.y - size.y * 0.02, centre.z);

  // key light from the top left, soft shadow on the floor; a cool fill; the rim in the stage's colour behind
  const key = new THREE.DirectionalLight('#fff4e6', 3.2);
  key.position.set(centre.x - 40, 90, 60);
  key.target.position.copy(centre);
  key.castShadow = true;
  key.shadow.mapSize.set(1536, 1536);
  key.shadow.radius = 6;
  key.shadow.blurSamples = 10;
  key.shadow.bias = -0.0004;
  key.shadow.normalBias = 0.02;
  const span = Math.max(size.x, size.z, size.y) * 0.9;
  Object.assign(key.shadow.camera, { left: -span, right: span, top: span, bottom: -span, near: 1, far: 400 });
  scene.add(key, key.target);
  const fill = new THREE.DirectionalLight('#cfe0ff', 0.8);
  fill.position.set(centre.x + 60, 30, 40);
  scene.add(fill);
  const rim = new THREE.DirectionalLight(picture.accent, 4.2);
  rim.position.set(centre.x + 30, 50, -70);
  const rim2 = new THREE.DirectionalLight(picture.accent, 2.4);
  rim2.position.set(centre.x - 50, 30, -60);
  scene.add(rim, rim2);
  // the floor keeps only its shadow: the page's stage shows through everywhere else
  const floor = new THREE.Mesh(new THREE.PlaneGeometry(600, 600), new THREE.ShadowMaterial({ color: '#000000', opacity: 0.42 }));
  floor.rotation.x = -Math.PI / 2;
  floor.receiveShadow = true;
  scene.add(floor);
  // a contact shadow under the subject: a soft dark ellipse where it meets the floor
  const blob = document.createElement('canvas');
  blob.width = blob.height = 128;
  const ctx = blob.getContext('2d');
  const grad = ctx.createRadialGradient(64, 64, 0, 64, 64, 64);
  grad.addColorStop(0, 'rgba(0,0,0,0.55)');
  grad.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = grad;
  ctx.fillRect(0, 0, 128, 128);
  const contact = new THREE.Mesh(new THREE.PlaneGeometry(size.x * 1.25, size.z * 1.6 + 8), new THREE.MeshBasicMaterial({ map: new THREE.CanvasTexture(blob), transparent: true, depthWrite: false }));
  contact.rotation.x = -Math.PI / 2;
  contact.position.set(centre.x, 0.05, centre.z);
  scene.add(contact);

  renderer.render(scene, camera);
  const url = renderer.domElement.toDataURL('image/png');
  renderer.dispose();
  pmrem.dispose();
  return url;
}
