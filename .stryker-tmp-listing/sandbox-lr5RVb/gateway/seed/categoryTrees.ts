/**
 * The category trees of the three tenants, with what the offer generator needs to write believable
 * offers in each category: job titles without the level word, and skill names.
 */
// @ts-nocheck

export interface CategoryDefinition {
  readonly slug: string;
  readonly pl: string;
  readonly en: string;
  readonly icon?: string;
  /** An external address the category bar opens instead of filtering. */
  readonly redirectTo?: string;
  /** Share of the tenant's offers, relative to the other main categories. 0: no offers at all. */
  readonly weight?: number;
  /** Job titles without the level word. A child without its own uses its parent's. */
  readonly roles?: readonly string[];
  /** Skill names; the first is required by every offer in the category. A child without its own uses its parent's. */
  readonly skills?: readonly string[];
  readonly children?: readonly CategoryDefinition[];
}

export const seedTenantIds = ['jobboard', 'engineers', 'design'] as const;
export type SeedTenantId = (typeof seedTenantIds)[number];

/** An "other" child: the SEO links block leaves these out because their slug contains "inne". */
function other(slug: string, pl: string, en: string): CategoryDefinition {
  return { slug, pl: `Inne (${pl})`, en: `Other (${en})` };
}

const jobboard: readonly CategoryDefinition[] = [
  {
    slug: 'javascript', pl: 'JavaScript', en: 'JavaScript', icon: 'js', weight: 18,
    roles: ['JavaScript Developer', 'Frontend Developer', 'Fullstack Developer'],
    skills: ['JavaScript', 'TypeScript', 'HTML', 'CSS', 'Jest', 'Webpack', 'REST API'],
    children: [
      { slug: 'react', pl: 'React', en: 'React', roles: ['React Developer', 'Frontend Developer (React)', 'React Engineer'], skills: ['React', 'Redux', 'TypeScript', 'Next.js', 'React Query', 'Jest'] },
      { slug: 'angular', pl: 'Angular', en: 'Angular', roles: ['Angular Developer', 'Frontend Developer (Angular)'], skills: ['Angular', 'RxJS', 'TypeScript', 'NgRx', 'Jasmine'] },
      { slug: 'vue', pl: 'Vue.js', en: 'Vue.js', roles: ['Vue.js Developer', 'Frontend Developer (Vue.js)'], skills: ['Vue.js', 'Nuxt', 'Pinia', 'TypeScript', 'Vite'] },
      { slug: 'node-js', pl: 'Node.js', en: 'Node.js', roles: ['Node.js Developer', 'Backend Developer (Node.js)', 'Fullstack Developer (Node.js)'], skills: ['Node.js', 'Express', 'NestJS', 'TypeScript', 'PostgreSQL', 'MongoDB'] },
      { slug: 'typescript', pl: 'TypeScript', en: 'TypeScript', roles: ['TypeScript Developer', 'Fullstack TypeScript Engineer'], skills: ['TypeScript', 'Node.js', 'React', 'GraphQL'] },
      other('inne-javascript', 'JavaScript', 'JavaScript'),
    ],
  },
  {
    slug: 'java', pl: 'Java', en: 'Java', icon: 'java', weight: 14,
    roles: ['Java Developer', 'Java Engineer', 'Backend Developer (Java)'],
    skills: ['Java', 'Spring', 'Hibernate', 'SQL', 'Maven', 'JUnit', 'Kafka', 'Microservices'],
    children: [
      { slug: 'spring', pl: 'Spring', en: 'Spring', roles: ['Java Spring Developer', 'Spring Boot Engineer'], skills: ['Spring Boot', 'Java', 'Spring', 'Hibernate', 'PostgreSQL'] },
      { slug: 'kotlin', pl: 'Kotlin', en: 'Kotlin', roles: ['Kotlin Developer', 'Backend Developer (Kotlin)'], skills: ['Kotlin', 'Spring Boot', 'Coroutines', 'Gradle'] },
      { slug: 'scala', pl: 'Scala', en: 'Scala', roles: ['Scala Developer', 'Scala Engineer'], skills: ['Scala', 'Akka', 'Spark', 'Cats'] },
      { slug: 'java-ee', pl: 'Java EE', en: 'Java EE', roles: ['Java EE Developer'], skills: ['Java EE', 'JPA', 'WildFly', 'Oracle'] },
      other('inne-java', 'Java', 'Java'),
    ],
  },
  {
    slug: 'python', pl: 'Python', en: 'Python', icon: 'python', weight: 10,
    roles: ['Python Developer', 'Python Engineer', 'Backend Developer (Python)'],
    skills: ['Python', 'Django', 'Flask', 'SQL', 'Pytest', 'Docker', 'Celery'],
    children: [
      { slug: 'django', pl: 'Django', en: 'Django', roles: ['Django Developer', 'Python Django Developer'], skills: ['Django', 'Django REST Framework', 'PostgreSQL', 'Python'] },
      { slug: 'fastapi', pl: 'FastAPI', en: 'FastAPI', roles: ['Python Developer (FastAPI)', 'Backend Engineer (FastAPI)'], skills: ['FastAPI', 'Pydantic', 'asyncio', 'Python'] },
      { slug: 'flask', pl: 'Flask', en: 'Flask', roles: ['Flask Developer'], skills: ['Flask', 'SQLAlchemy', 'Python'] },
      other('inne-python', 'Python', 'Python'),
    ],
  },
  {
    slug: 'net', pl: '.NET', en: '.NET', icon: 'net', weight: 8,
    roles: ['.NET Developer', 'C# Developer', '.NET Engineer'],
    skills: ['C#', '.NET', 'ASP.NET Core', 'Entity Framework', 'MS SQL', 'Azure'],
    children: [
      { slug: 'c-sharp', pl: 'C#', en: 'C#', roles: ['C# Developer', 'C# Software Engineer'], skills: ['C#', '.NET', 'LINQ', 'xUnit'] },
      { slug: 'asp-net', pl: 'ASP.NET', en: 'ASP.NET', roles: ['ASP.NET Core Developer', 'Backend Developer (.NET)'], skills: ['ASP.NET Core', 'Web API', 'Entity Framework', 'C#'] },
      { slug: 'blazor', pl: 'Blazor', en: 'Blazor', roles: ['Blazor Developer', 'Fullstack .NET Developer'], skills: ['Blazor', 'C#', 'Razor'] },
      other('inne-net', '.NET', '.NET'),
    ],
  },
  {
    slug: 'php', pl: 'PHP', en: 'PHP', icon: 'php', weight: 6,
    roles: ['PHP Developer', 'Backend Developer (PHP)'],
    skills: ['PHP', 'MySQL', 'Composer', 'PHPUnit', 'Redis', 'Docker'],
    children: [
      { slug: 'laravel', pl: 'Laravel', en: 'Laravel', roles: ['Laravel Developer', 'PHP Laravel Developer'], skills: ['Laravel', 'PHP', 'Eloquent', 'Vue.js'] },
      { slug: 'symfony', pl: 'Symfony', en: 'Symfony', roles: ['Symfony Developer', 'PHP Symfony Developer'], skills: ['Symfony', 'Doctrine', 'PHP', 'RabbitMQ'] },
      { slug: 'wordpress', pl: 'WordPress', en: 'WordPress', roles: ['WordPress Developer'], skills: ['WordPress', 'PHP', 'WooCommerce', 'ACF'] },
      { slug: 'magento', pl: 'Magento', en: 'Magento', roles: ['Magento Developer'], skills: ['Magento 2', 'PHP', 'MySQL'] },
      other('inne-php', 'PHP', 'PHP'),
    ],
  },
  {
    slug: 'devops', pl: 'DevOps', en: 'DevOps', icon: 'devops', weight: 8,
    roles: ['DevOps Engineer', 'Site Reliability Engineer', 'Platform Engineer', 'Cloud Engineer'],
    skills: ['Kubernetes', 'Docker', 'Terraform', 'AWS', 'Linux', 'CI/CD', 'Ansible', 'Prometheus', 'Bash'],
    children: [
      { slug: 'kubernetes', pl: 'Kubernetes', en: 'Kubernetes', roles: ['Kubernetes Engineer', 'Platform Engineer'], skills: ['Kubernetes', 'Helm', 'ArgoCD', 'Docker'] },
      { slug: 'aws', pl: 'AWS', en: 'AWS', roles: ['AWS Cloud Engineer', 'AWS DevOps Engineer'], skills: ['AWS', 'Terraform', 'CloudFormation', 'Lambda'] },
      { slug: 'azure', pl: 'Azure', en: 'Azure', roles: ['Azure Cloud Engineer', 'Azure DevOps Engineer'], skills: ['Azure', 'Azure DevOps', 'Bicep', 'Terraform'] },
      { slug: 'gcp', pl: 'Google Cloud', en: 'Google Cloud', roles: ['GCP Cloud Engineer'], skills: ['GCP', 'BigQuery', 'Terraform', 'GKE'] },
      other('inne-devops', 'DevOps', 'DevOps'),
    ],
  },
  {
    slug: 'data', pl: 'Data', en: 'Data', icon: 'data', weight: 8,
    roles: ['Data Engineer', 'Data Analyst', 'Data Scientist'],
    skills: ['SQL', 'Python', 'Spark', 'Airflow', 'dbt', 'Snowflake', 'Power BI', 'Pandas'],
    children: [
      { slug: 'data-engineering', pl: 'Inżynieria danych', en: 'Data engineering', roles: ['Data Engineer', 'Big Data Engineer'], skills: ['Spark', 'Airflow', 'Kafka', 'Databricks', 'SQL'] },
      { slug: 'data-science', pl: 'Data science', en: 'Data science', roles: ['Data Scientist'], skills: ['Python', 'Pandas', 'scikit-learn', 'Statistics'] },
      { slug: 'machine-learning', pl: 'Uczenie maszynowe', en: 'Machine learning', roles: ['Machine Learning Engineer', 'ML Engineer', 'AI Engineer'], skills: ['PyTorch', 'TensorFlow', 'MLOps', 'Python', 'LLM'] },
      { slug: 'business-intelligence', pl: 'Business intelligence', en: 'Business intelligence', roles: ['BI Developer', 'BI Analyst', 'Power BI Developer'], skills: ['Power BI', 'Tableau', 'SQL', 'DAX'] },
      other('inne-data', 'Data', 'Data'),
    ],
  },
  {
    slug: 'testing', pl: 'Testowanie', en: 'Testing', icon: 'testing', weight: 7,
    roles: ['QA Engineer', 'Software Tester', 'Test Engineer'],
    skills: ['Test cases', 'Jira', 'SQL', 'Postman', 'ISTQB', 'Selenium'],
    children: [
      { slug: 'manual-testing', pl: 'Testy manualne', en: 'Manual testing', roles: ['Manual QA Engineer', 'Manual Tester'], skills: ['Manual testing', 'Test cases', 'Jira', 'TestRail'] },
      { slug: 'automation-testing', pl: 'Testy automatyczne', en: 'Test automation', roles: ['QA Automation Engineer', 'Test Automation Engineer', 'SDET'], skills: ['Selenium', 'Cypress', 'Playwright', 'Java', 'TypeScript'] },
      { slug: 'performance-testing', pl: 'Testy wydajnościowe', en: 'Performance testing', roles: ['Performance Test Engineer'], skills: ['JMeter', 'Gatling', 'k6'] },
      other('inne-testing', 'testowanie', 'testing'),
    ],
  },
  {
    slug: 'ux-ui', pl: 'UX/UI', en: 'UX/UI', icon: 'ux', weight: 4,
    roles: ['UX/UI Designer', 'Product Designer', 'UI Designer'],
    skills: ['Figma', 'Design systems', 'Prototyping', 'User research', 'Adobe XD'],
    children: [
      { slug: 'ux-design', pl: 'Projektowanie UX', en: 'UX design', roles: ['UX Designer'], skills: ['User research', 'Wireframing', 'Figma'] },
      { slug: 'ui-design', pl: 'Projektowanie UI', en: 'UI design', roles: ['UI Designer', 'Visual Designer'], skills: ['Figma', 'Design systems', 'Typography'] },
      { slug: 'ux-research', pl: 'Badania UX', en: 'UX research', roles: ['UX Researcher'], skills: ['Usability testing', 'User interviews', 'Surveys'] },
      { slug: 'ux-writing', pl: 'UX writing', en: 'UX writing', roles: ['UX Writer'], skills: ['UX writing', 'Microcopy', 'Figma'] },
    ],
  },
  {
    slug: 'pm', pl: 'PM', en: 'PM', icon: 'pm', weight: 6,
    roles: ['Project Manager', 'Product Owner', 'IT Project Manager'],
    skills: ['Scrum', 'Jira', 'Agile', 'Confluence', 'Stakeholder management', 'English'],
    children: [
      { slug: 'project-management', pl: 'Zarządzanie projektami', en: 'Project management', roles: ['IT Project Manager', 'Project Manager', 'Delivery Manager'], skills: ['PRINCE2', 'PMP', 'MS Project', 'Jira'] },
      { slug: 'product-owner', pl: 'Product Owner', en: 'Product Owner', roles: ['Product Owner', 'Product Manager'], skills: ['Backlog management', 'Scrum', 'Roadmapping'] },
      { slug: 'scrum-master', pl: 'Scrum Master', en: 'Scrum Master', roles: ['Scrum Master', 'Agile Coach'], skills: ['Scrum', 'Kanban', 'SAFe'] },
      { slug: 'business-analysis', pl: 'Analiza biznesowa', en: 'Business analysis', roles: ['Business Analyst', 'IT Business Analyst', 'System Analyst'], skills: ['BPMN', 'UML', 'SQL', 'Requirements engineering'] },
    ],
  },
  {
    slug: 'mobile', pl: 'Mobile', en: 'Mobile', icon: 'mobile', weight: 5,
    roles: ['Mobile Developer', 'Mobile Engineer'],
    skills: ['iOS', 'Android', 'Flutter', 'Kotlin', 'Swift', 'REST API', 'Firebase'],
    children: [
      { slug: 'ios', pl: 'iOS', en: 'iOS', roles: ['iOS Developer', 'iOS Engineer'], skills: ['Swift', 'SwiftUI', 'UIKit', 'Combine', 'Xcode'] },
      { slug: 'android', pl: 'Android', en: 'Android', roles: ['Android Developer', 'Android Engineer'], skills: ['Kotlin', 'Jetpack Compose', 'Android SDK', 'Coroutines'] },
      { slug: 'flutter', pl: 'Flutter', en: 'Flutter', roles: ['Flutter Developer'], skills: ['Flutter', 'Dart', 'Bloc', 'Firebase'] },
      { slug: 'react-native', pl: 'React Native', en: 'React Native', roles: ['React Native Developer'], skills: ['React Native', 'TypeScript', 'Redux', 'Expo'] },
      other('inne-mobile', 'mobile', 'mobile'),
    ],
  },
  {
    slug: 'security', pl: 'Bezpieczeństwo', en: 'Security', icon: 'security', weight: 3,
    roles: ['Security Engineer', 'Cybersecurity Specialist', 'Security Analyst'],
    skills: ['Network security', 'SIEM', 'ISO 27001', 'OWASP', 'Linux', 'Python'],
    children: [
      { slug: 'pentesting', pl: 'Testy penetracyjne', en: 'Penetration testing', roles: ['Penetration Tester', 'Ethical Hacker'], skills: ['Burp Suite', 'Kali Linux', 'OWASP', 'Metasploit'] },
      { slug: 'soc', pl: 'SOC', en: 'SOC', roles: ['SOC Analyst', 'Incident Response Analyst'], skills: ['SIEM', 'Splunk', 'Microsoft Sentinel', 'Incident response'] },
      { slug: 'appsec', pl: 'Bezpieczeństwo aplikacji', en: 'Application security', roles: ['Application Security Engineer', 'DevSecOps Engineer'], skills: ['SAST', 'DAST', 'Threat modeling', 'OWASP'] },
      other('inne-security', 'bezpieczeństwo', 'security'),
    ],
  },
  {
    slug: 'go', pl: 'Go', en: 'Go', icon: 'go', weight: 3,
    roles: ['Go Developer', 'Golang Developer', 'Backend Engineer (Go)'],
    skills: ['Go', 'gRPC', 'PostgreSQL', 'Kubernetes', 'Docker', 'Microservices'],
    children: [
      { slug: 'go-backend', pl: 'Backend w Go', en: 'Go backend', roles: ['Go Backend Developer', 'Golang Engineer'], skills: ['Go', 'REST API', 'PostgreSQL'] },
      { slug: 'go-cloud-native', pl: 'Cloud native w Go', en: 'Cloud-native Go', roles: ['Cloud Native Go Engineer'], skills: ['Go', 'Kubernetes', 'gRPC', 'Prometheus'] },
      { slug: 'go-blockchain', pl: 'Blockchain w Go', en: 'Blockchain in Go', roles: ['Blockchain Developer (Go)'], skills: ['Go', 'Ethereum', 'Solidity', 'Cryptography'] },
      other('inne-go', 'Go', 'Go'),
    ],
  },
  {
    slug: 'support', pl: 'Wsparcie IT', en: 'Support', icon: 'support', weight: 5,
    roles: ['IT Support Specialist', 'Helpdesk Specialist', 'System Administrator'],
    skills: ['Windows', 'Active Directory', 'Office 365', 'ITIL', 'Networking', 'Linux'],
    children: [
      { slug: 'helpdesk', pl: 'Helpdesk', en: 'Helpdesk', roles: ['Helpdesk Specialist', 'Service Desk Analyst', 'IT Support Engineer'], skills: ['Service desk', 'ITIL', 'Windows', 'Jira Service Management'] },
      { slug: 'system-administration', pl: 'Administracja systemami', en: 'System administration', roles: ['System Administrator', 'Linux Administrator', 'Windows Administrator'], skills: ['Linux', 'Windows Server', 'VMware', 'Bash', 'PowerShell'] },
      { slug: 'network-administration', pl: 'Administracja sieciami', en: 'Network administration', roles: ['Network Administrator', 'Network Engineer'], skills: ['Cisco', 'TCP/IP', 'Firewalls', 'VPN'] },
      other('inne-support', 'wsparcie IT', 'support'),
    ],
  },
  // Kept in the data so that the "drop 'it' from pickers" rule has something to drop; it gets no offers.
  { slug: 'it', pl: 'IT', en: 'IT', icon: 'it', weight: 0 },
  // A category with a static redirect: the category bar opens the address instead of filtering.
  { slug: 'blog', pl: 'Blog', en: 'Blog', icon: 'blog', weight: 0, redirectTo: 'https://example.com/blog' },
];

const engineers: readonly CategoryDefinition[] = [
  {
    slug: 'electronics', pl: 'Elektronika', en: 'Electronics', icon: 'electronics', weight: 14,
    roles: ['Electronics Engineer', 'Hardware Engineer', 'Electronics Design Engineer'],
    skills: ['Circuit design', 'Altium Designer', 'Oscilloscope', 'PCB', 'EMC', 'KiCad'],
    children: [
      { slug: 'pcb-design', pl: 'Projektowanie PCB', en: 'PCB design', roles: ['PCB Designer', 'PCB Layout Engineer'], skills: ['Altium Designer', 'PCB layout', 'Signal integrity'] },
      { slug: 'analog-electronics', pl: 'Elektronika analogowa', en: 'Analog electronics', roles: ['Analog Design Engineer'], skills: ['Analog circuits', 'SPICE', 'LTspice'] },
      { slug: 'power-electronics', pl: 'Energoelektronika', en: 'Power electronics', roles: ['Power Electronics Engineer'], skills: ['Power converters', 'PLECS', 'MOSFET', 'Magnetics'] },
      { slug: 'rf-engineering', pl: 'Inżynieria RF', en: 'RF engineering', roles: ['RF Engineer', 'Antenna Engineer'], skills: ['RF design', 'Vector network analyser', 'HFSS'] },
      other('inne-elektronika', 'elektronika', 'electronics'),
    ],
  },
  {
    slug: 'automation', pl: 'Automatyka', en: 'Automation', icon: 'automation', weight: 14,
    roles: ['Automation Engineer', 'Controls Engineer', 'Automation Specialist'],
    skills: ['PLC', 'SCADA', 'Siemens TIA Portal', 'HMI', 'Electrical schematics', 'EPLAN'],
    children: [
      { slug: 'plc-programming', pl: 'Programowanie PLC', en: 'PLC programming', roles: ['PLC Programmer', 'PLC Engineer'], skills: ['Siemens TIA Portal', 'Step 7', 'Allen-Bradley', 'Structured Text'] },
      { slug: 'scada', pl: 'SCADA', en: 'SCADA', roles: ['SCADA Engineer'], skills: ['WinCC', 'Ignition', 'OPC UA'] },
      { slug: 'robotics', pl: 'Robotyka', en: 'Robotics', roles: ['Robotics Engineer', 'Robot Programmer'], skills: ['ABB RobotStudio', 'FANUC', 'KUKA', 'ROS'] },
      other('inne-automatyka', 'automatyka', 'automation'),
    ],
  },
  {
    slug: 'mechanical', pl: 'Mechanika', en: 'Mechanical engineering', icon: 'mechanical', weight: 14,
    roles: ['Mechanical Engineer', 'Design Engineer', 'Mechanical Designer'],
    skills: ['SolidWorks', 'AutoCAD', 'CATIA', 'FEA', 'GD&T', 'Inventor'],
    children: [
      { slug: 'cad-design', pl: 'Konstrukcja CAD', en: 'CAD design', roles: ['CAD Designer', 'Mechanical Design Engineer'], skills: ['SolidWorks', 'CATIA', 'Siemens NX'] },
      { slug: 'hvac', pl: 'HVAC', en: 'HVAC', roles: ['HVAC Engineer', 'HVAC Designer'], skills: ['HVAC design', 'Revit MEP', 'Heat load calculation'] },
      { slug: 'maintenance', pl: 'Utrzymanie ruchu', en: 'Maintenance', roles: ['Maintenance Engineer', 'Maintenance Technician'], skills: ['TPM', 'Hydraulics', 'Pneumatics', 'CMMS'] },
      { slug: 'fea-simulation', pl: 'Symulacje MES', en: 'FEA simulation', roles: ['Simulation Engineer', 'CAE Engineer'], skills: ['ANSYS', 'Abaqus', 'FEA'] },
    ],
  },
  {
    slug: 'energy', pl: 'Energetyka', en: 'Energy', icon: 'energy', weight: 10,
    roles: ['Energy Engineer', 'Electrical Engineer', 'Power Systems Engineer'],
    skills: ['Power systems', 'AutoCAD Electrical', 'High voltage', 'SEP certificate', 'PV systems'],
    children: [
      { slug: 'renewables', pl: 'OZE', en: 'Renewables', roles: ['Renewable Energy Engineer', 'PV Design Engineer', 'Wind Farm Engineer'], skills: ['PV systems', 'PVsyst', 'Wind turbines'] },
      { slug: 'power-grid', pl: 'Sieci elektroenergetyczne', en: 'Power grid', roles: ['Grid Connection Engineer', 'Substation Engineer'], skills: ['High voltage', 'PowerFactory', 'Protection relays'] },
      { slug: 'energy-storage', pl: 'Magazyny energii', en: 'Energy storage', roles: ['Battery Systems Engineer', 'BESS Engineer'], skills: ['Battery management systems', 'Li-ion', 'BESS'] },
    ],
  },
  {
    slug: 'automotive', pl: 'Motoryzacja', en: 'Automotive', icon: 'automotive', weight: 10,
    roles: ['Automotive Engineer', 'Vehicle Systems Engineer'],
    skills: ['AUTOSAR', 'CAN', 'ISO 26262', 'MATLAB/Simulink', 'Vector CANoe'],
    children: [
      { slug: 'autosar', pl: 'AUTOSAR', en: 'AUTOSAR', roles: ['AUTOSAR Developer', 'AUTOSAR Engineer'], skills: ['AUTOSAR', 'C', 'Vector DaVinci'] },
      { slug: 'adas', pl: 'ADAS', en: 'ADAS', roles: ['ADAS Engineer', 'ADAS Validation Engineer'], skills: ['Sensor fusion', 'Radar', 'Camera systems', 'Python'] },
      { slug: 'ev-powertrain', pl: 'Napędy elektryczne', en: 'EV powertrain', roles: ['EV Powertrain Engineer', 'E-motor Engineer'], skills: ['Electric motors', 'Inverters', 'MATLAB/Simulink'] },
      { slug: 'vehicle-testing', pl: 'Testy pojazdów', en: 'Vehicle testing', roles: ['Vehicle Test Engineer', 'Homologation Engineer'], skills: ['Vehicle testing', 'Data acquisition', 'CANalyzer'] },
      other('inne-motoryzacja', 'motoryzacja', 'automotive'),
    ],
  },
  {
    slug: 'embedded', pl: 'Systemy wbudowane', en: 'Embedded', icon: 'embedded', weight: 14,
    roles: ['Embedded Software Engineer', 'Embedded Developer', 'Firmware Engineer'],
    skills: ['C', 'C++', 'RTOS', 'ARM Cortex-M', 'SPI', 'I2C', 'Git'],
    children: [
      { slug: 'embedded-c', pl: 'Embedded C/C++', en: 'Embedded C/C++', roles: ['Embedded C Developer', 'Embedded C++ Engineer'], skills: ['C', 'C++', 'FreeRTOS', 'STM32'] },
      { slug: 'firmware', pl: 'Firmware', en: 'Firmware', roles: ['Firmware Engineer', 'Firmware Developer'], skills: ['Firmware', 'Bootloaders', 'JTAG', 'Zephyr'] },
      { slug: 'embedded-linux', pl: 'Embedded Linux', en: 'Embedded Linux', roles: ['Embedded Linux Engineer', 'BSP Engineer'], skills: ['Yocto', 'Linux kernel', 'Device drivers', 'Buildroot'] },
      { slug: 'fpga', pl: 'FPGA', en: 'FPGA', roles: ['FPGA Engineer', 'FPGA Developer'], skills: ['VHDL', 'Verilog', 'Vivado', 'Quartus'] },
    ],
  },
  {
    slug: 'construction', pl: 'Budownictwo', en: 'Construction', icon: 'construction', weight: 12,
    roles: ['Civil Engineer', 'Construction Engineer', 'Site Engineer'],
    skills: ['AutoCAD', 'Revit', 'Construction law', 'MS Project', 'Building permits'],
    children: [
      { slug: 'structural-engineering', pl: 'Konstrukcje budowlane', en: 'Structural engineering', roles: ['Structural Engineer', 'Structural Designer'], skills: ['Robot Structural Analysis', 'Eurocodes', 'Tekla'] },
      { slug: 'bim', pl: 'BIM', en: 'BIM', roles: ['BIM Coordinator', 'BIM Modeller', 'BIM Engineer'], skills: ['Revit', 'Navisworks', 'BIM 360'] },
      { slug: 'site-management', pl: 'Kierowanie budową', en: 'Site management', roles: ['Site Manager', 'Construction Site Engineer'], skills: ['Construction management', 'Health and safety', 'Building permits'] },
      { slug: 'roads-bridges', pl: 'Drogi i mosty', en: 'Roads and bridges', roles: ['Road Engineer', 'Bridge Engineer'], skills: ['Civil 3D', 'Road design', 'Bridge design'] },
    ],
  },
  {
    slug: 'manufacturing', pl: 'Produkcja', en: 'Manufacturing', icon: 'manufacturing', weight: 12,
    roles: ['Process Engineer', 'Production Engineer', 'Manufacturing Engineer'],
    skills: ['Lean manufacturing', 'Six Sigma', '5S', 'FMEA', 'SAP', 'Kaizen'],
    children: [
      { slug: 'process-engineering', pl: 'Inżynieria procesu', en: 'Process engineering', roles: ['Process Engineer', 'Process Improvement Engineer'], skills: ['Process optimisation', 'FMEA', 'SPC'] },
      { slug: 'quality-engineering', pl: 'Jakość', en: 'Quality', roles: ['Quality Engineer', 'Supplier Quality Engineer'], skills: ['ISO 9001', 'IATF 16949', '8D', 'PPAP'] },
      { slug: 'lean', pl: 'Lean manufacturing', en: 'Lean manufacturing', roles: ['Lean Specialist', 'Continuous Improvement Engineer'], skills: ['Lean manufacturing', 'Kaizen', 'Value stream mapping'] },
      other('inne-produkcja', 'produkcja', 'manufacturing'),
    ],
  },
];

const design: readonly CategoryDefinition[] = [
  {
    slug: 'ux-research', pl: 'Badania UX', en: 'UX research', icon: 'research', weight: 12,
    roles: ['UX Researcher', 'User Researcher', 'Design Researcher'],
    skills: ['User interviews', 'Usability testing', 'Survey design', 'Dovetail', 'Synthesis'],
    children: [
      { slug: 'usability-testing', pl: 'Testy użyteczności', en: 'Usability testing', roles: ['Usability Specialist', 'UX Researcher'], skills: ['Usability testing', 'Maze', 'Lookback'] },
      { slug: 'user-interviews', pl: 'Wywiady z użytkownikami', en: 'User interviews', roles: ['Qualitative Researcher', 'UX Researcher'], skills: ['User interviews', 'Affinity mapping'] },
      { slug: 'research-ops', pl: 'ResearchOps', en: 'ResearchOps', roles: ['Research Operations Specialist'], skills: ['Participant recruitment', 'Research repository'] },
      { slug: 'quantitative-research', pl: 'Badania ilościowe', en: 'Quantitative research', roles: ['Quantitative UX Researcher'], skills: ['Statistics', 'SQL', 'A/B testing'] },
    ],
  },
  {
    slug: 'ui-design', pl: 'Projektowanie UI', en: 'UI design', icon: 'ui', weight: 14,
    roles: ['UI Designer', 'Visual Designer', 'Interface Designer'],
    skills: ['Figma', 'Design systems', 'Typography', 'Colour theory', 'Prototyping'],
    children: [
      { slug: 'interface-design', pl: 'Projektowanie interfejsów', en: 'Interface design', roles: ['Interface Designer', 'Web Designer'], skills: ['Figma', 'Responsive design', 'Sketch'] },
      { slug: 'design-systems', pl: 'Systemy projektowe', en: 'Design systems', roles: ['Design System Designer', 'Design Systems Lead'], skills: ['Design tokens', 'Figma', 'Storybook'] },
      { slug: 'accessibility', pl: 'Dostępność', en: 'Accessibility', roles: ['Accessibility Specialist', 'Accessibility Designer'], skills: ['WCAG 2.2', 'Screen readers', 'ARIA'] },
      other('inne-ui', 'UI', 'UI'),
    ],
  },
  {
    slug: 'product-design', pl: 'Projektowanie produktu', en: 'Product design', icon: 'product', weight: 16,
    roles: ['Product Designer', 'UX/UI Designer'],
    skills: ['Figma', 'Prototyping', 'User research', 'Design thinking', 'Wireframing'],
    children: [
      { slug: 'b2b-product-design', pl: 'Produkty B2B', en: 'B2B products', roles: ['B2B Product Designer', 'SaaS Product Designer'], skills: ['Complex workflows', 'Data visualisation', 'Figma'] },
      { slug: 'mobile-product-design', pl: 'Aplikacje mobilne', en: 'Mobile apps', roles: ['Mobile Product Designer', 'Mobile UX Designer'], skills: ['Material Design', 'iOS Human Interface Guidelines', 'ProtoPie'] },
      { slug: 'service-design', pl: 'Projektowanie usług', en: 'Service design', roles: ['Service Designer'], skills: ['Service blueprints', 'Journey mapping', 'Workshop facilitation'] },
    ],
  },
  {
    slug: 'graphic-design', pl: 'Grafika', en: 'Graphic design', icon: 'graphic', weight: 12,
    roles: ['Graphic Designer', 'Visual Designer', 'Art Director'],
    skills: ['Adobe Photoshop', 'Adobe Illustrator', 'Adobe InDesign', 'Typography', 'Layout'],
    children: [
      { slug: 'branding', pl: 'Branding', en: 'Branding', roles: ['Brand Designer', 'Brand Identity Designer'], skills: ['Brand identity', 'Logo design', 'Adobe Illustrator'] },
      { slug: 'illustration', pl: 'Ilustracja', en: 'Illustration', roles: ['Illustrator', 'Digital Illustrator'], skills: ['Digital painting', 'Procreate', 'Adobe Illustrator'] },
      { slug: 'print-design', pl: 'Projektowanie do druku', en: 'Print design', roles: ['DTP Designer', 'Print Designer'], skills: ['Adobe InDesign', 'Prepress', 'Packaging design'] },
      other('inne-grafika', 'grafika', 'graphic design'),
    ],
  },
  {
    slug: 'motion', pl: 'Motion design', en: 'Motion design', icon: 'motion', weight: 8,
    roles: ['Motion Designer', 'Motion Graphics Designer'],
    skills: ['Adobe After Effects', 'Cinema 4D', 'Lottie', 'Premiere Pro'],
    children: [
      { slug: 'animation-2d', pl: 'Animacja 2D', en: '2D animation', roles: ['2D Animator'], skills: ['Adobe After Effects', 'Toon Boom', 'Rive'] },
      { slug: 'video-editing', pl: 'Montaż wideo', en: 'Video editing', roles: ['Video Editor'], skills: ['Premiere Pro', 'DaVinci Resolve', 'Colour grading'] },
      { slug: 'design-3d', pl: 'Grafika 3D', en: '3D design', roles: ['3D Designer', '3D Artist'], skills: ['Blender', 'Cinema 4D', 'Substance Painter'] },
    ],
  },
  {
    slug: 'product-management', pl: 'Zarządzanie produktem', en: 'Product management', icon: 'pm', weight: 14,
    roles: ['Product Manager', 'Product Owner'],
    skills: ['Product discovery', 'Roadmapping', 'Analytics', 'Jira', 'OKR'],
    children: [
      { slug: 'product-manager', pl: 'Product Manager', en: 'Product Manager', roles: ['Product Manager', 'Technical Product Manager'], skills: ['Product strategy', 'Product discovery', 'Amplitude'] },
      { slug: 'product-owner', pl: 'Product Owner', en: 'Product Owner', roles: ['Product Owner'], skills: ['Backlog management', 'Scrum', 'User stories'] },
      { slug: 'growth-product', pl: 'Growth', en: 'Growth', roles: ['Growth Product Manager', 'Growth Lead'], skills: ['A/B testing', 'Funnel analysis', 'Mixpanel'] },
    ],
  },
  {
    slug: 'content', pl: 'Treści', en: 'Content', icon: 'content', weight: 10,
    roles: ['Content Designer', 'Content Strategist', 'Copywriter'],
    skills: ['Copywriting', 'Content strategy', 'SEO writing', 'Editing'],
    children: [
      { slug: 'copywriting', pl: 'Copywriting', en: 'Copywriting', roles: ['Copywriter'], skills: ['Copywriting', 'Tone of voice', 'Editing'] },
      { slug: 'ux-writing', pl: 'UX writing', en: 'UX writing', roles: ['UX Writer', 'Content Designer'], skills: ['Microcopy', 'Content design', 'Figma'] },
      { slug: 'content-strategy', pl: 'Strategia treści', en: 'Content strategy', roles: ['Content Strategist', 'Content Lead'], skills: ['Content strategy', 'Editorial calendar', 'Analytics'] },
    ],
  },
  {
    slug: 'marketing', pl: 'Marketing', en: 'Marketing', icon: 'marketing', weight: 10,
    roles: ['Marketing Designer', 'Digital Marketing Specialist', 'Marketing Specialist'],
    skills: ['Google Ads', 'Meta Ads', 'Google Analytics 4', 'HubSpot', 'SEO'],
    children: [
      { slug: 'performance-marketing', pl: 'Performance marketing', en: 'Performance marketing', roles: ['Performance Marketing Specialist', 'PPC Specialist'], skills: ['Google Ads', 'Meta Ads', 'Google Analytics 4'] },
      { slug: 'seo', pl: 'SEO', en: 'SEO', roles: ['SEO Specialist'], skills: ['SEO', 'Ahrefs', 'Google Search Console'] },
      { slug: 'social-media', pl: 'Social media', en: 'Social media', roles: ['Social Media Specialist', 'Social Media Designer'], skills: ['Social media', 'Canva', 'TikTok'] },
      other('inne-marketing', 'marketing', 'marketing'),
    ],
  },
];

export const categoryTrees: Readonly<Record<SeedTenantId, readonly CategoryDefinition[]>> = { jobboard, engineers, design };

/** Skills any offer of the tenant may also ask for, on top of its category's. */
export const commonSkills: Readonly<Record<SeedTenantId, readonly string[]>> = {
  jobboard: ['Git', 'Docker', 'SQL', 'English', 'REST API', 'CI/CD', 'Linux', 'Agile', 'Scrum', 'Jira'],
  engineers: ['English', 'German', 'AutoCAD', 'MS Excel', 'Technical documentation', 'Driving licence B', 'SAP'],
  design: ['English', 'Figma', 'Miro', 'Notion', 'Presentation skills', 'Design thinking'],
};
