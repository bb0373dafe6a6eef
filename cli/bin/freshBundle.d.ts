/** Where `npm run build` puts the command line's bundle, under the project root. */
export declare const BUNDLE: string;
/** The list of project files the bundle was made from, under the project root. */
export declare const INPUTS: string;
/** The bundle's path while none of its project files has changed or gone since it was built; otherwise null. */
export declare function freshBundle(root: string): string | null;
