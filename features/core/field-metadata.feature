@api @domain.3.field-metadata
Feature: The console reads each attribute of a field's metadata
  Domain §3: a field's metadata holds type, label, help_text, required, read_only, write_only,
  max_length, choices (display_name, value), default, children and filter. Each row gives the console's
  form engine and list filter (the real modules, in node) one field described by the server, and
  observes what they make of it. The label and help text are read in the browser, beside each field
  (features/settings/security.feature: the units under each labelled setting).

  Scenario Outline: <attribute>: <what>
    Given the server describes the field "<name>" as '<metadata>'
    Then the console's <does>

    Examples:
      | attribute  | what                                          | name         | metadata                                                                                                                     | does                                                    |
      | type       | a boolean is a switch                         | is_active    | {"type": "boolean", "label": "Active"}                                                                                       | form draws it as a switch                               |
      | type       | an integer is a number                        | port         | {"type": "integer", "label": "Port"}                                                                                         | form draws it as a number                               |
      | type       | a date is a date-time input                   | date_expired | {"type": "datetime", "label": "Date expired"}                                                                                | form draws it as a datetime                             |
      | max_length | a string with a maximum length is one line    | hostname     | {"type": "string", "label": "Hostname", "max_length": 128}                                                                   | form draws it as a text                                 |
      | max_length | a string without one is a text area           | sudo         | {"type": "string", "label": "Sudo"}                                                                                          | form draws it as a textarea                             |
      | write_only | a write-only string is a password             | token        | {"type": "string", "label": "Token", "write_only": true}                                                                      | form draws it as a password                             |
      | write_only | a write-only string is never kept in a draft  | token        | {"type": "string", "label": "Token", "write_only": true}                                                                      | form never keeps it in a draft                          |
      | required   | a required field is refused empty             | name         | {"type": "string", "label": "Name", "required": true, "max_length": 128}                                                     | form refuses it empty with "This field is required"     |
      | required   | an optional field is taken empty              | name         | {"type": "string", "label": "Name", "required": false, "max_length": 128}                                                    | form takes it empty                                     |
      | read_only  | a read-only field is not offered              | created_by   | {"type": "string", "label": "Created by", "read_only": true}                                                                 | form does not offer it                                  |
      | read_only  | a writable field is offered                   | created_by   | {"type": "string", "label": "Created by", "read_only": false}                                                                | form offers it                                          |
      | choices    | two choices are radios                        | protocol     | {"type": "choice", "label": "Protocol", "choices": [{"value": "ssh", "display_name": "SSH"}, {"value": "rdp", "display_name": "RDP"}]} | form draws it as a radio                     |
      | choices    | five choices are a select                     | protocol     | {"type": "choice", "label": "Protocol", "choices": [{"value": "a", "display_name": "A"}, {"value": "b", "display_name": "B"}, {"value": "c", "display_name": "C"}, {"value": "d", "display_name": "D"}, {"value": "e", "display_name": "E"}]} | form draws it as a select |
      | default    | a default is the starting value               | port         | {"type": "integer", "label": "Port", "default": 22}                                                                          | form starts it at "22"                                  |
      | children   | a nested object with children is a sub-form   | meta         | {"type": "nested object", "label": "Meta", "children": {"HOST": {"type": "string", "label": "Host", "max_length": 64}}}       | form draws it as a nested                               |
      | children   | a nested object without children is JSON      | meta         | {"type": "nested object", "label": "Meta"}                                                                                   | form draws it as a json                                 |
      | filter     | a field marked filter is a list filter        | platform     | {"type": "string", "label": "Platform", "filter": true}                                                                      | list can filter by it                                   |
      | filter     | a field not marked is not                     | platform     | {"type": "string", "label": "Platform"}                                                                                      | list cannot filter by it                                |
