import { encode } from 'uqr';

/** A QR code drawn on the page as SVG (no image request, nothing for the CSP to allow): one path of dark modules. */
export default function QrCode({ text, label }: { text: string; label: string }) {
  // The quiet zone of 4 modules that scanners need.
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={232}
      height={232}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
