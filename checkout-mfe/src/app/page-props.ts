/** What the shell hands every page: the parameters of the route it matched. */
export interface PageProps {
  params: Record<string, string>;
}
