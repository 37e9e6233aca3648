/* global document, SwaggerUIBundle */
// Starts the renderer on the page's mount point. A file of its own, not an inline script: the
// page's policy allows scripts from this origin only.

/**
 * A reference to read, not a console: nothing is sent from this page, so the server picker (a
 * select the renderer leaves without a label) becomes a line of text, and the sign-in buttons,
 * which could only fill in a session for requests never made, are left out.
 */
function readOnlyReference() {
  return {
    wrapComponents: {
      ServersContainer: (_Original, system) => () => {
        const servers = system.specSelectors.servers();
        if (!servers || !servers.size) return null;
        const h = system.React.createElement;
        const listed = servers.toArray().map((server, index) => {
          const description = server.get('description');
          return h(
            'span',
            { key: index },
            index > 0 ? ', ' : '',
            h('code', null, server.get('url')),
            description ? ` (${description})` : '',
          );
        });
        return h('p', { className: 'api-docs-servers' }, 'Paths are relative to ', ...listed, '.');
      },
      // The toggle of a schema is named by the schema's title, and a schema without one left it
      // a button without a name: a hidden word names every one.
      JSONSchema202012Accordion: (Original, system) => (props) =>
        system.React.createElement(
          Original,
          props,
          props.children,
          system.React.createElement('span', { className: 'api-docs-visually-hidden' }, ' schema'),
        ),
      AuthorizeBtnContainer: () => () => null,
      authorizeOperationBtn: () => () => null,
    },
  };
}

const mount = document.getElementById('api-reference');
SwaggerUIBundle({
  url: mount.dataset.documentUrl,
  domNode: mount,
  plugins: [readOnlyReference],
  // No "Try it out".
  supportedSubmitMethods: [],
  // Off: its links inside each operation's toggle button are controls nested in a control, which
  // screen readers cannot reach.
  deepLinking: false,
  // The renderer's default asks an outside validator service for a badge.
  validatorUrl: null,
});
