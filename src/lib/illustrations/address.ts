/**
 * The address of a drawing the site serves at a fixed path (src/app/illustrations), with its
 * bytes' version in the query (`?v=`, FNV-1a of the SVG). The routes answer the same file whatever
 * the query, and a browser or shared cache that kept a drawing a day (svgResponse) fetches the new
 * one as soon as the page names changed bytes. Each drawing is made once per process.
 */
import { fnv1a } from './random'

const addresses = new Map<string, string>()

export function versionedAddress(path: string, svg: () => string): string {
  let address = addresses.get(path)
  if (!address) {
    address = `${path}?v=${fnv1a(svg()).toString(36)}`
    addresses.set(path, address)
  }
  return address
}
