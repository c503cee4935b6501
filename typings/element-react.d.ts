/// <reference types="element-react" />

// Fixes to element-react 1.4's typings (see shared/STACK.md). Global script: merges into its namespaces.
declare namespace ElementReactLibs {
  // @types/react 18 removed the implicit `children` prop.
  interface ComponentProps<T> {
    children?: React.ReactNode;
  }
}
