/** Runs a bench script's `main`, printing what went wrong and exiting 1 when it fails. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
