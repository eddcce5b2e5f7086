/**
 * The form service's address with "Send a test request" under it (issue 60), so the owner checks the
 * service before going live; the address field names this plugin in its `ui.component`.
 */
import { useState } from 'react';
import { Button } from 'tinacms';
import { endpointProblem } from '#model/form-delivery';
import { textFieldPlugin, type FieldProps } from './accessible-fields';
import { testRequestResult } from './test-request-result';

function ServiceAddressField(props: FieldProps) {
  const [result, setResult] = useState('');
  const send = async (address: string) => {
    setResult('Sending a test request…');
    setResult(endpointProblem(address) ?? (await testRequestResult(address)));
  };
  return (
    <>
      <textFieldPlugin.Component {...props} />
      <div style={{ margin: '-8px 8px 20px' }}>
        <Button variant="white" onClick={() => void send(String(props.input.value ?? ''))}>
          Send a test request
        </Button>
        <p role="status" style={{ marginTop: 8, fontSize: 14 }} data-editor-message="">
          {result}
        </p>
      </div>
    </>
  );
}

export const serviceAddressPlugin = {
  ...textFieldPlugin,
  name: 'service-address',
  Component: ServiceAddressField,
};
