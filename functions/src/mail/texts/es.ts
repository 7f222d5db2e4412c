// Spanish mail texts (tuteo, as the app). Stored notification texts are Turkish, so the types
// that carry their news only in the stored message get a general line here.
import type { MailTexts } from './types';

const PRODUCT = 'Influencer Pazaryeri';

const hello = (name: string): string[] => (name ? [`Hola, ${name}:`] : []);

export const es: MailTexts = {
  locale: 'es-ES',
  untitled: 'Proyecto sin título',
  quote: (title) => `«${title}»`,
  plans: { free: 'Gratis', business: 'Business', pro: 'Pro' },
  notifications: {
    newOffer: (f) => ({
      subject:
        f.price === null
          ? `Nueva oferta: solicitud de colaboración a cambio de producto para ${f.quotedTitle}`
          : `Nueva oferta: ${f.price} para ${f.quotedTitle}`,
      heading: 'Tu proyecto ha recibido una nueva oferta',
      paragraphs: [
        f.price === null
          ? `${f.name || 'Un influencer'} quiere colaborar en ${f.quotedTitle} a cambio de tu producto (trueque).`
          : `${f.name || 'Un influencer'} ha ofrecido ${f.price} (sin IVA) por tu proyecto ${f.quotedTitle}.`,
        'Puedes revisar la oferta en la página del proyecto y aceptarla o rechazarla.',
      ],
      button: 'Revisar la oferta',
    }),
    projectAccepted: (f) => ({
      subject: `Tu oferta ha sido aceptada: ${f.quotedTitle}`,
      heading: 'Tu oferta ha sido aceptada',
      paragraphs: [
        ...hello(f.name),
        `Tu oferta para el proyecto ${f.quotedTitle} ha sido aceptada.`,
        'Puedes hablar de los detalles con la marca en los mensajes de la página del proyecto.',
      ],
      button: 'Abrir el proyecto',
    }),
    offerDeclined: (f) => ({
      subject: `Tu oferta no ha sido aceptada: ${f.quotedTitle}`,
      heading: 'Esta vez tu oferta no ha sido aceptada',
      paragraphs: [
        f.name
          ? `${f.name} no ha aceptado esta vez tu oferta para el proyecto ${f.quotedTitle}.`
          : `Esta vez tu oferta para el proyecto ${f.quotedTitle} no ha sido aceptada.`,
        'Echa un vistazo a otros proyectos que encajen contigo y envía nuevas ofertas.',
      ],
      button: 'Abrir el proyecto',
    }),
    supportAnswer: (f) => ({
      subject: 'Tu solicitud de soporte ha sido respondida',
      heading: 'Nuestro equipo de soporte ha respondido',
      paragraphs: ['Nuestro equipo de soporte ha respondido a tu pregunta:'],
      quote: f.text || f.message,
      after: [
        'Abre tu página de soporte para leer la respuesta completa y seguir la conversación.',
      ],
      button: 'Ver la respuesta',
    }),
    briefVerified: (f) => ({
      subject: `Tu proyecto ha sido aprobado: ${f.quotedTitle}`,
      heading: 'Tu proyecto está publicado',
      paragraphs: [
        `Nuestro equipo ha revisado y aprobado tu proyecto ${f.quotedTitle}.`,
        'Ya puede recibir ofertas; síguelas en la página del proyecto.',
      ],
      button: 'Abrir el proyecto',
    }),
    paymentUpdate: (f) => ({
      subject: `Novedades de un pago: ${f.quotedTitle}`,
      heading: 'Hay novedades sobre un pago',
      paragraphs: [
        `Hay novedades sobre el pago de la colaboración ${f.quotedTitle}.`,
        'Consulta el estado del pago en la página de la colaboración.',
      ],
      button: 'Ver los detalles',
    }),
    earningsAdded: (f) => ({
      subject: f.amount
        ? `Tus ganancias se han actualizado: ${f.amount}`
        : 'Tus ganancias se han actualizado',
      heading: 'Tus ganancias se han actualizado',
      paragraphs: [
        ...hello(f.name),
        f.amount
          ? `Tus ganancias del proyecto ${f.quotedTitle} se han actualizado: ${f.amount}.`
          : `Tus ganancias del proyecto ${f.quotedTitle} se han actualizado.`,
        'Consulta todas tus ganancias y pagos en la página Mis ganancias.',
      ],
      button: 'Ver mis ganancias',
    }),
    invoicePaid: (f) => ({
      subject: `Tu factura: plan ${f.plan}, ${f.gross}`,
      heading: 'Pago recibido, ¡gracias!',
      paragraphs: [`Hemos recibido el pago de tu suscripción mensual al plan ${f.plan}.`],
      facts: [
        ['Importe (sin IVA)', f.net],
        [`IVA (KDV ${f.kdvRate} %)`, f.kdv],
        ['Total', f.gross],
      ],
      after: [
        'Tu factura va adjunta a este correo en PDF. También puedes ver tus facturas en la página de facturas de la aplicación.',
      ],
      button: 'Ver la factura',
    }),
    collaborationUpdate: (f) => ({
      subject: `Nuevo paso en tu colaboración: ${f.quotedTitle}`,
      heading: 'Un nuevo paso en tu colaboración',
      paragraphs: [`Hay un nuevo paso en tu colaboración en ${f.quotedTitle}.`],
      button: 'Abrir la colaboración',
    }),
    newProject: (f) => ({
      subject: `Nuevo proyecto pendiente de aprobación: ${f.quotedTitle}`,
      heading: 'Hay un nuevo proyecto pendiente de aprobación',
      paragraphs: [
        `${f.name || 'Una marca'} ha creado un nuevo proyecto, ${f.quotedTitle}.`,
        'Los influencers no lo verán hasta que lo apruebes.',
      ],
      button: 'Revisar el proyecto',
    }),
  },
  unknownButton: 'Abrir en la aplicación',
  chatDigest: (f) => {
    const sender = f.senderName || 'Alguien';
    const where = f.quotedTitle ? ` en ${f.quotedTitle}` : '';
    return f.count > 1
      ? {
          subject: `${sender} te ha enviado ${f.count} mensajes nuevos`,
          heading: 'Tienes mensajes sin leer',
          paragraphs: [`${sender} te ha escrito ${f.count} mensajes${where}:`],
          quote: f.preview,
          after: ['Abre la conversación para responder.'],
          button: 'Leer los mensajes',
        }
      : {
          subject: `${sender} te ha enviado un mensaje nuevo`,
          heading: 'Tienes un mensaje sin leer',
          paragraphs: [`${sender} te ha escrito${where}:`],
          quote: f.preview,
          after: ['Abre la conversación para responder.'],
          button: 'Leer el mensaje',
        };
  },
  marketingButton: 'Echa un vistazo',
  layout: {
    linkHint: 'Si el botón no funciona, pega este enlace en tu navegador:',
    transactionalWhy:
      'Este correo trata de un pago de tu cuenta. Los correos de pagos y facturas se envían sean cuales sean tus preferencias de notificación.',
    preferenceWhy: `Recibes este correo porque esta notificación está activada en las preferencias de tu cuenta de ${PRODUCT}. Puedes cambiarlas en la página de tu cuenta.`,
    marketingWhy: `Recibes este correo porque aceptaste recibir comunicaciones comerciales de ${PRODUCT}.`,
    unsubscribe: 'No quiero recibir correos como este',
    marketingUnsubscribe: 'Darme de baja de los correos comerciales',
  },
  unsubscribePage: {
    title: 'Preferencias de correo',
    eventNames: {
      newOffer: 'Nuevas ofertas',
      offerResult: 'Resultados de ofertas',
      chatMessage: 'Mensajes sin leer',
      supportAnswer: 'Respuestas de soporte',
      briefVerified: 'Aprobaciones de proyectos',
      payment: 'Avisos de pagos',
      earningAdded: 'Avisos de ganancias',
      invoicePaid: 'Facturas',
      collaboration: 'Pasos de colaboración',
      newProject: 'Nuevos proyectos pendientes de aprobación',
    },
    ask: (name) =>
      `¿Dejar de recibir los correos de «${name}»? Si lo confirmas, ya no te los enviaremos por correo; tus notificaciones en la aplicación siguen.`,
    askMarketing:
      '¿Retirar tu consentimiento para los correos comerciales? Si lo confirmas, ya no recibirás correos comerciales.',
    confirm: 'Dejar de recibirlos',
    confirmMarketing: 'Retirar mi consentimiento',
    done: (name) =>
      `Ya no recibirás los correos de «${name}». Puedes volver a activarlos en las preferencias de notificación de tu cuenta.`,
    doneMarketing:
      'Has retirado tu consentimiento para los correos comerciales; ya no te enviaremos ninguno.',
    alreadyWithdrawn:
      'Tu consentimiento para los correos comerciales ya estaba retirado; no te enviamos correos comerciales.',
    invalid: 'Este enlace no es válido o no se copió completo.',
    settingsHint:
      'También puedes cambiar tus preferencias de correo en los ajustes de notificación de tu cuenta.',
    toApp: `Abrir ${PRODUCT}`,
  },
  invoice: {
    heading: 'Factura',
    number: (id) => `Factura n.º: ${id}`,
    date: (date) => `Fecha: ${date}`,
    taxNumber: 'N.º fiscal',
    buyer: 'Comprador',
    item: 'Descripción',
    amount: 'Importe',
    line: (plan) => `Plan ${plan} — suscripción mensual`,
    kdv: (rate) => `IVA (KDV ${rate} %)`,
    total: 'Total',
    footnote:
      'Este documento resume tu pago; tu factura e-Archivo se envía por separado a tu correo electrónico.',
    fileName: (id) => `factura-${id}.pdf`,
  },
};
