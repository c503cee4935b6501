/// <reference types="element-react" />

// Fixes to element-react 1.4's typings (see shared/STACK.md). Global script: merges into its namespaces.
declare namespace ElementReactLibs {
  // @types/react 18 removed the implicit `children` prop.
  // The parameter must match element's own declaration for the interfaces to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ComponentProps<T> {
    children?: React.ReactNode;
  }
}
